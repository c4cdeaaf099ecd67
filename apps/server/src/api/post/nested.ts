import { apiEndpoints, PAGE_SIZE_POSTS } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { ancestorsSkeleton, repliesSkeleton } from '../../skeletons/threads';

/**
 * POST /api/post/nested {postId}: the thread — ancestors (root first), the post, then its first page of
 * direct replies (oldest first), through the response cache. A deleted ancestor stays as an empty shell so
 * the thread reads.
 */
export default defineRoute(apiEndpoints.nested, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const dependsOn = [changeKeys.post(input.postId)];
  const skeleton = async () => {
    const [ancestors, replies] = await Promise.all([
      ancestorsSkeleton(ctx.db, input.postId),
      repliesSkeleton(ctx.db, viewerId, input.postId, { offset: 0, limit: PAGE_SIZE_POSTS }),
    ]);
    return [...ancestors, input.postId, ...replies];
  };
  return cachedPostList(ctx, { call: 'nested', input, viewerId, dependsOn }, skeleton, {
    keepHidden: true,
  });
});
