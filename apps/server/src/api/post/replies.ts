import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { repliesSkeleton } from '../../skeletons/threads';

/** POST /api/post/replies {postId}: direct replies, oldest first. */
export default defineRoute(apiEndpoints.replies, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const skeleton = await repliesSkeleton(ctx.db, viewerId, input.postId, input);
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId }), input);
});
