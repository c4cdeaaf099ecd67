import { apiEndpoints, ok } from '@rep/shared';
import { chatPublicKeys } from '../../chat/queries';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/keys/get {userIds} (issue 15): the published chat public keys of those accounts that are
 * active and have set chat up; the others are left out.
 */
export default defineRoute(apiEndpoints.chatKeysGet, async ({ input, ctx }) =>
  ok(await chatPublicKeys(ctx.db, input.userIds)),
);
