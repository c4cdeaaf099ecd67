import { apiEndpoints, ok } from '@rep/shared';
import { setRole } from '../../commands/moderation';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/user/setRole {userId, role}: SysAdmin only. */
export default defineRoute(apiEndpoints.setRole, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const { role } = await setRole(ctx.db, input.userId, input.role);
  return ok({ role });
});
