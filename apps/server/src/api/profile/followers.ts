import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { followListSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/followers {sort, userId, offset, limit}: accounts that follow userId. */
export default defineRoute(apiEndpoints.followers, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  return profileListResponse(
    ctx.db,
    viewerId,
    await followListSkeleton(ctx.db, viewerId, input.userId, 'followers', input),
  );
});
