import { apiEndpoints, ok } from '@rep/shared';
import { removeAllPosts } from '../../commands/moderation';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/post/admin-remove-all-post {userId}: SysAdmin only. */
export default defineRoute(apiEndpoints.removeAllPosts, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const { count: removed } = await removeAllPosts(ctx.db, input.userId);
  return ok({ removed });
});
