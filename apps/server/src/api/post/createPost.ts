import { apiEndpoints, ok } from '@rep/shared';
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
  if (!data[0]) throw new ApiError('Internal');
  return ok(data[0]);
});
