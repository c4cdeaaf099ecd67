import { apiEndpoints, ok } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { createPost } from '../../commands/createPost';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/create-post: creates a post and answers it as the viewer sees it. */
export default defineRoute(apiEndpoints.createPost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const id = await createPost(ctx.db, ctx.config, viewer, input);
  const { data } = await postListResponse(ctx.db, viewer.accountId, [id]);
  const post = data[0];
  if (!post) throw new ApiError('Internal');
  const referenced = post.postType.post_id;
  ctx.changes.record([
    changeKeys.feed,
    changeKeys.account(viewer.accountId),
    ...(referenced ? [changeKeys.post(referenced)] : []),
  ]);
  return ok(post);
});
