import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { followingFeed } from '../../skeletons/memoryFeeds';

/** POST /api/post/following: newest posts of followed accounts and oneself, through the response cache. */
export default defineRoute(apiEndpoints.followingPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer.accountId;
  return cachedPostList(ctx, { call: 'following', input, viewerId, dependsOn: [changeKeys.feed] }, () =>
    followingFeed(ctx, viewerId, input),
  );
});
