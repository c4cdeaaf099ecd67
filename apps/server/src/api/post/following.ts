import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { followingTimeline } from '../../timelines/read';

/**
 * POST /api/post/following: the newest posts of followed accounts and oneself. Skeleton: the viewer's Redis
 * timeline (fan-out on write) or the SQL skeleton (timelines/read.ts); rules keep only followed authors, so
 * an unfollow or a block shows at once.
 */
export default defineRoute(apiEndpoints.followingPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer.accountId;
  const skeleton = await followingTimeline(
    { db: ctx.db, redis: ctx.redis, prefix: ctx.config.REDIS_PREFIX },
    viewerId,
    input,
  );
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId, followedOnly: true }), input);
});
