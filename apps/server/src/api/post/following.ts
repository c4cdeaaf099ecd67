import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { followingSkeleton } from '../../skeletons/feeds';

/** POST /api/post/following: newest posts of followed accounts and oneself. */
export default defineRoute(
  apiEndpoints.followingPosts,
  async ({ input, viewer, ctx }) => {
    const skeleton = await followingSkeleton(ctx.db, viewer.accountId, input);
    return postListResponse(ctx.db, viewer.accountId, skeleton, input);
  },
  { limit: 'read' },
);
