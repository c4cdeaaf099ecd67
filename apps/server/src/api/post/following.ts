import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { followingSkeleton } from '../../skeletons/feeds';

/** POST /api/post/following: the newest posts of followed accounts and oneself. */
export default defineRoute(apiEndpoints.followingPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer.accountId;
  const skeleton = await followingSkeleton(ctx.db, viewerId, input);
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId, followedOnly: true }), input);
});
