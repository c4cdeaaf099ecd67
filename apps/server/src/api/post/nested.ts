import { apiEndpoints, PAGE_SIZE_POSTS } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { ancestorsSkeleton, repliesSkeleton } from '../../skeletons/threads';

/**
 * POST /api/post/nested {postId}: the thread — ancestors (root first), the post, then its first page of
 * direct replies (oldest first). A deleted ancestor stays as an empty shell so the thread reads.
 */
export default defineRoute(apiEndpoints.nested, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const [ancestors, replies] = await Promise.all([
    ancestorsSkeleton(ctx.db, input.postId),
    repliesSkeleton(ctx.db, viewerId, input.postId, { offset: 0, limit: PAGE_SIZE_POSTS }),
  ]);
  const skeleton = [...ancestors, input.postId, ...replies];
  const page = await hydratePosts(ctx.db, viewerId, skeleton);
  return presentPostList(page, applyRules(page, skeleton, { viewerId, keepHidden: true }), input);
});
