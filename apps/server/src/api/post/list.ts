import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { forYouSkeleton } from '../../skeletons/posts';

/** POST /api/post/list: the 'for you' feed. */
export default defineRoute(
  apiEndpoints.listPosts,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    const skeleton = await forYouSkeleton(ctx.db, viewerId, input);
    return postListResponse(ctx.db, viewerId, skeleton, input);
  },
  { limit: 'read' },
);
