import { authEndpoints, ok } from '@rep/shared';
import { deleteAccounts } from '../../commands/moderation';
import { defineRoute } from '../../http/route';

/** DELETE /auth/delete: the caller deletes their own account; its sessions end at once. */
export default defineRoute(authEndpoints.deleteSelf, async ({ viewer, ctx }) => {
  await deleteAccounts(ctx.db, [viewer.accountId]);
  return ok(null);
});
