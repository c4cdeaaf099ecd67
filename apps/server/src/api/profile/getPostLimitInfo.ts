import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postLimitInfo } from '../../policies/postLimit';

/** POST /api/profile/getPostLimitInfo → {limit, available} for today. */
export default defineRoute(
  apiEndpoints.postLimitInfo,
  async ({ viewer, ctx }) => ok(await postLimitInfo(ctx.db, ctx.config, viewer.accountId, viewer.role)),
  { limit: 'read' },
);
