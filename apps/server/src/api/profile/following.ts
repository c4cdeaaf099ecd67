import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { followListSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/following {sort, userId, offset, limit}: accounts userId follows. */
export default defineRoute(apiEndpoints.following, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  return profileListResponse(
    ctx.db,
    viewerId,
    await followListSkeleton(ctx.db, viewerId, input.userId, 'following', input),
  );
});
