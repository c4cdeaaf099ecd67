import { apiEndpoints, ok } from '@rep/shared';
import { likePost } from '../../commands/reactions';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/like-post {postId}; 409 'You already upvote!' when liked. */
export default defineRoute(apiEndpoints.likePost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { numLike } = await likePost(ctx.db, viewer.accountId, input.postId);
  return ok({ numLike });
});
