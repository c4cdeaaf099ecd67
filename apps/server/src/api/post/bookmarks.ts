import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { bookmarksSkeleton } from '../../skeletons/posts';

/** POST /api/post/bookmarks {types, communities}: the viewer's bookmarks, newest first. */
export default defineRoute(apiEndpoints.bookmarks, async ({ input, viewer, ctx }) => {
  const skeleton = await bookmarksSkeleton(ctx.db, viewer.accountId, input);
  return postListResponse(ctx, viewer.accountId, skeleton, input);
});
