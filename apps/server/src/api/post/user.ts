import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { userPostsSkeleton } from '../../skeletons/posts';

/** POST /api/post/user {userId, communities, types}: an account's posts, newest first. */
export default defineRoute(apiEndpoints.userPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const skeleton = await userPostsSkeleton(ctx.db, viewerId, input.userId, input);
  return postListResponse(ctx, viewerId, skeleton, input);
});
