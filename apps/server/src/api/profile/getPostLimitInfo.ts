import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postLimitInfo } from '../../policies/postLimit';

/**
 * POST /api/profile/getPostLimitInfo → {limit, available} for today (SPEC §7), also named {max, remaining}
 * (SPEC §3 "Post limit").
 */
export default defineRoute(apiEndpoints.postLimitInfo, async ({ viewer, ctx }) => {
  const { limit, available } = await postLimitInfo(ctx.db, ctx.config, viewer.accountId, viewer.role);
  return ok({ limit, available, max: limit, remaining: available });
});
