import { apiEndpoints, ok } from '@rep/shared';
import { ownChatIdentity } from '../../chat/queries';
import { defineRoute } from '../../http/route';

/** POST /api/chat/keys/mine (issue 15): the caller's chat identity (public keys and escrow), or null. */
export default defineRoute(apiEndpoints.chatKeysMine, async ({ viewer, ctx }) =>
  ok(await ownChatIdentity(ctx.db, viewer.accountId)),
);
