import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';

/**
 * POST /api/post/get {postIds}: the posts in the order asked. Deleted or blocked posts stay in `data` as
 * empty shells (isDeleted / the author's status) so the app can show the spec's texts; unknown ids drop.
 */
export default defineRoute(apiEndpoints.getPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const page = await hydratePosts(ctx.db, viewerId, input.postIds);
  return presentPostList(page, applyRules(page, input.postIds, { viewerId, keepHidden: true }), input);
});
