import { apiEndpoints, ok } from '@rep/shared';
import { createPost } from '../../commands/createPost';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { requireVerified } from '../../policies/guards';
import { deliverToSelf } from '../../timelines/write';

/**
 * POST /api/post/create-post: creates a post and answers it as the viewer sees it. With Redis the post goes
 * into the author's own timeline before the answer (Mastodon's deliver-to-self: the author reads it at once);
 * the fan-out job repeats that and delivers it to the followers.
 */
export default defineRoute(apiEndpoints.createPost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { id, events } = await createPost(ctx.db, ctx.config, viewer, input);
  const [created] = events;
  if (ctx.redis && created) {
    const post = { id, postType: created.postType, createdAt: created.createdAt };
    // Best effort: if Redis fails here, the fan-out job delivers it.
    await deliverToSelf(ctx.redis, ctx.config.REDIS_PREFIX, post, viewer.accountId).catch(() => false);
  }
  const viewerId = viewer.accountId;
  const page = await hydratePosts(ctx.db, viewerId, [id]);
  const [post] = presentPostList(page, applyRules(page, [id], { viewerId })).data;
  if (!post) throw new ApiError('Internal');
  return ok(post);
});
