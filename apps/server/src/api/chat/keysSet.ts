import { apiEndpoints, ok } from '@rep/shared';
import { setChatKeys } from '../../commands/chatKeys';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/keys/set {boxPublicKey, signPublicKey, escrow} (issue 15, docs/CHAT.md "Keys"): publishes the
 * caller's chat identity, once (409 `ChatKeysExist` after).
 */
export default defineRoute(apiEndpoints.chatKeysSet, async ({ input, viewer, ctx }) => {
  const { record } = await setChatKeys(ctx.db, viewer.accountId, input);
  return ok(record);
});
