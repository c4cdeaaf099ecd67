import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { searchSkeleton } from '../../skeletons/posts';

/** POST /api/post/search {query, offset, limit, postTypes, communityId}: full-text search, newest first. */
export default defineRoute(
  apiEndpoints.searchPosts,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    const skeleton = await searchSkeleton(ctx.db, viewerId, input);
    const page = await hydratePosts(ctx.db, viewerId, skeleton);
    return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
  },
  { limit: 'search' },
);
