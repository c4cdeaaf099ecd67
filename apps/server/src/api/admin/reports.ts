import { apiEndpoints, ok } from '@rep/shared';
import { desc } from 'drizzle-orm';
import { reports } from '../../db/schema';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/** POST /api/admin/reports {offset, limit}: reports, newest first (SysAdmin). */
export default defineRoute(apiEndpoints.adminReports, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const rows = await ctx.db
    .select()
    .from(reports)
    .orderBy(desc(reports.createdAt))
    .offset(input.offset)
    .limit(input.limit);
  return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
});
