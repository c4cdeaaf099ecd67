import { apiEndpoints, ok } from '@rep/shared';
import { publicationKeys } from '../../cache/changeLog';
import { createPost } from '../../commands/createPost';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/create-post: creates a post and answers it as the viewer sees it. */
export default defineRoute(apiEndpoints.createPost, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { id, refId, refAuthorId } = await createPost(ctx.db, ctx.config, viewer, input);
  // Recorded before reading back: the answer shows the referenced post's new counter.
  ctx.changes.record(publicationKeys(viewer.accountId, { id: refId, authorId: refAuthorId }));
  const post = (await postListResponse(ctx, viewer.accountId, [id])).data[0];
  if (!post) throw new ApiError('Internal');
  return ok(post);
});
