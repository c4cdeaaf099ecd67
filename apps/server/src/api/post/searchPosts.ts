import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { searchSkeleton } from '../../skeletons/posts';

/** POST /api/post/search {query, offset, limit, postTypes, communityId}: full-text search, newest first. */
export default defineRoute(
  apiEndpoints.searchPosts,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    return postListResponse(ctx.db, viewerId, await searchSkeleton(ctx.db, viewerId, input), input);
  },
  { limit: 'search' },
);
