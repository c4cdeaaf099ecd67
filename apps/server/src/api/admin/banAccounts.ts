import { apiEndpoints, ok } from '@rep/shared';
import { banAccounts } from '../../commands/moderation';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/admin/ban-accounts {usersId, isBanned}: SysAdmin only; an admin cannot ban themself. */
export default defineRoute(apiEndpoints.banAccounts, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  if (input.usersId.includes(viewer.accountId))
    throw new ApiError('BadRequest', 'usersId: you cannot ban yourself');
  const { count: updated } = await banAccounts(ctx.db, input.usersId, input.isBanned);
  return ok({ updated });
});
