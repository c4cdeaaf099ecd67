import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { forYouSkeleton } from '../../skeletons/feeds';

/** POST /api/post/list: the 'for you' feed (hot posts, followed accounts lifted). */
export default defineRoute(apiEndpoints.listPosts, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const skeleton = await forYouSkeleton(ctx.db, viewerId, input);
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
});
