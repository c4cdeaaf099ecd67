import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { searchSkeleton } from '../../skeletons/posts';

/**
 * POST /api/post/search {query, offset, limit, postTypes, communityId}: full-text search, newest first,
 * through the response cache (a new post may match, so results depend on `feed`).
 */
export default defineRoute(
  apiEndpoints.searchPosts,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    return cachedPostList(ctx, { call: 'search', input, viewerId, dependsOn: [changeKeys.feed] }, () =>
      searchSkeleton(ctx.db, viewerId, input),
    );
  },
  { limit: 'search' },
);
