import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { mostActiveSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/most-active: accounts with the most posts in the last 7 days. */
export default defineRoute(apiEndpoints.mostActive, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  return profileListResponse(ctx.db, viewerId, await mostActiveSkeleton(ctx.db, viewerId, input));
});
