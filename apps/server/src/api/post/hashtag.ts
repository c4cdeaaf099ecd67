import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { hashtagSkeleton } from '../../skeletons/posts';

/** POST /api/post/hashtag {hashtag, communities, types}: posts with the hashtag, newest first. */
export default defineRoute(
  apiEndpoints.hashtag,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    const skeleton = await hashtagSkeleton(ctx.db, viewerId, input.hashtag, input);
    const page = await hydratePosts(ctx.db, viewerId, skeleton);
    return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
  },
  { limit: 'search' },
);
