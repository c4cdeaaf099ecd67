import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { hashtagSkeleton } from '../../skeletons/posts';

/** POST /api/post/hashtag {hashtag, communities, types}: posts with the hashtag, newest first. */
export default defineRoute(
  apiEndpoints.hashtag,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    return postListResponse(
      ctx,
      viewerId,
      await hashtagSkeleton(ctx.db, viewerId, input.hashtag, input),
      input,
    );
  },
  { limit: 'search' },
);
