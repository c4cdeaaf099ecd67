import { apiEndpoints, ok } from '@rep/shared';
import { deleteAccounts } from '../../commands/moderation';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/admin/delete-users {usersId}: SysAdmin only. */
export default defineRoute(apiEndpoints.deleteUsers, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const { count: deleted } = await deleteAccounts(ctx.db, input.usersId);
  return ok({ deleted });
});
