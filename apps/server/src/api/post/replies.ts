import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { repliesSkeleton } from '../../skeletons/threads';

/** POST /api/post/replies {postId}: direct replies, oldest first. */
export default defineRoute(
  apiEndpoints.replies,
  async ({ input, viewer, ctx }) => {
    const viewerId = viewer?.accountId ?? null;
    const skeleton = await repliesSkeleton(ctx.db, viewerId, input.postId, input);
    return postListResponse(ctx.db, viewerId, skeleton, input);
  },
  { limit: 'read' },
);
