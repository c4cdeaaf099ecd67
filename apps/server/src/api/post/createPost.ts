import { apiEndpoints, ok } from '@rep/shared';
import { createPost } from '../../commands/createPost';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { applyRules, hydratePosts, presentPostList } from '../../pipeline';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/create-post: creates a post and answers it as the viewer sees it. */
export default defineRoute(apiEndpoints.createPost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { id } = await createPost(ctx.db, ctx.config, viewer, input);
  const viewerId = viewer.accountId;
  const page = await hydratePosts(ctx.db, viewerId, [id]);
  const [post] = presentPostList(page, applyRules(page, [id], { viewerId })).data;
  if (!post) throw new ApiError('Internal');
  return ok(post);
});
