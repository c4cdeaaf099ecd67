import { apiEndpoints, ok } from '@rep/shared';
import { createReport } from '../../commands/reports';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/report {postId?, accountId?, reason}: a guarded action (SPEC §6). */
export default defineRoute(apiEndpoints.report, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { id } = await createReport(ctx.db, viewer.accountId, input);
  return ok({ id });
});
