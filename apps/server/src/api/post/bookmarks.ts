import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { bookmarksSkeleton } from '../../skeletons/posts';

/** POST /api/post/bookmarks {types, communities}: the viewer's bookmarks, newest first. */
export default defineRoute(apiEndpoints.bookmarks, async ({ input, viewer, ctx }) => {
  const viewerId = viewer.accountId;
  const skeleton = await bookmarksSkeleton(ctx.db, viewerId, input);
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
});
