import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { likersSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/post/likes {postId, offset, limit}: the 'Liked by' list, most recent first. */
export default defineRoute(apiEndpoints.postLikes, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  return profileListResponse(ctx.db, viewerId, await likersSkeleton(ctx.db, viewerId, input.postId, input));
});
