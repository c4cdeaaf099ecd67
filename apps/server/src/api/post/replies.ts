import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { cachedPostList } from '../../cache/postLists';
import { defineRoute } from '../../http/route';
import { repliesSkeleton } from '../../skeletons/threads';

/**
 * POST /api/post/replies {postId}: direct replies, oldest first, through the response cache (a new reply
 * changes its parent's `numComment`, so `post:<postId>` covers it).
 */
export default defineRoute(apiEndpoints.replies, async ({ input, viewer, ctx }) => {
  const viewerId = viewer?.accountId ?? null;
  const dependsOn = [changeKeys.post(input.postId)];
  return cachedPostList(ctx, { call: 'replies', input, viewerId, dependsOn }, () =>
    repliesSkeleton(ctx.db, viewerId, input.postId, input),
  );
});
