import { type ApiList, apiEndpoints, type Post } from '@rep/shared';
import { PublicCache } from '../../http/publicCache';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { forYouSkeleton } from '../../skeletons/feeds';

const publicPages = new PublicCache<ApiList<Post>>();

/** POST /api/post/list: the 'for you' feed; signed-out pages are shared through a 1 s micro-cache. */
export default defineRoute(
  apiEndpoints.listPosts,
  async ({ input, viewer, ctx }) => {
    const build = async (viewerId: string | null) =>
      postListResponse(ctx.db, viewerId, await forYouSkeleton(ctx.db, viewerId, input), input);
    if (viewer) return build(viewer.accountId);
    return publicPages.get(JSON.stringify(input), () => build(null));
  },
  { limit: 'read' },
);
