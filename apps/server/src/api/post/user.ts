import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { userPostsSkeleton } from '../../skeletons/posts';

/** POST /api/post/user {userId, communities, types}: an account's posts, newest first. */
export default defineRoute(apiEndpoints.userPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const skeleton = await userPostsSkeleton(ctx.db, viewerId, input.userId, input);
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
});
