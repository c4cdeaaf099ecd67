import { apiEndpoints, ok } from '@rep/shared';
import { setFollow } from '../../commands/follow';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';
import { mergeAuthor } from '../../timelines/write';

/**
 * POST /api/user/follow {userId, isFollowed}: isFollowed is the wanted state (SPEC §7). With Redis, a follow
 * merges the followee's posts into the follower's timeline before the answer, so the follower's next read
 * shows them (the `Followed` job repeats it; an unfollow needs nothing here: the feed's rules drop the
 * account at once and the `Unfollowed` job cleans the timeline).
 */
export default defineRoute(apiEndpoints.follow, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { isFollowed } = await setFollow(ctx.db, viewer.accountId, input.userId, input.isFollowed);
  if (ctx.redis && isFollowed) {
    // Best effort: if Redis fails here, the job merges.
    await mergeAuthor(ctx.db, ctx.redis, ctx.config.REDIS_PREFIX, viewer.accountId, input.userId).catch(
      () => 0,
    );
  }
  return ok({ isFollowed });
});
