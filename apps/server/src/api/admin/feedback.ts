import { apiEndpoints, ok } from '@rep/shared';
import { desc } from 'drizzle-orm';
import { feedback } from '../../db/schema';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/admin/feedback {offset, limit}: feedback, newest first (SysAdmin). */
export default defineRoute(apiEndpoints.adminFeedback, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const rows = await ctx.db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt))
    .offset(input.offset)
    .limit(input.limit);
  return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
});
