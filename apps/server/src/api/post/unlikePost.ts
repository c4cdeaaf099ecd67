import { apiEndpoints, ok } from '@rep/shared';
import { unlikePost } from '../../commands/reactions';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/unlike-post {postId}; 409 "You doesn't like this post" when not liked. */
export default defineRoute(apiEndpoints.unlikePost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { numLike } = await unlikePost(ctx.db, viewer.accountId, input.postId);
  return ok({ numLike });
});
