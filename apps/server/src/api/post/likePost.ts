import { apiEndpoints, ok } from '@rep/shared';
import { likePost } from '../../commands/reactions';
import { defineRoute } from '../../http/route';

/** POST /api/post/like-post {postId}; 409 'You already upvote!' when liked. */
export default defineRoute(apiEndpoints.likePost, async ({ input, viewer, ctx }) =>
  ok({ numLike: await likePost(ctx.db, viewer.accountId, input.postId) }),
);
