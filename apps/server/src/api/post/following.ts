import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { followingSkeleton } from '../../skeletons/feeds';

/** POST /api/post/following: newest posts of followed accounts and oneself, through the response cache. */
export default defineRoute(
  apiEndpoints.followingPosts,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer.accountId;
    return cachedPostList(ctx, { call: 'following', input, viewerId, dependsOn: [changeKeys.feed] }, () =>
      followingSkeleton(ctx.db, viewerId, input),
    );
  },
  { limit: 'read' },
);
