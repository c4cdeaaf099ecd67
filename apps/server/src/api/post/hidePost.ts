import { apiEndpoints, messages, ok } from '@rep/shared';
import { changeKeys, publicationKeys } from '../../cache/changeLog';
import { hidePost } from '../../commands/hidePost';
import { defineRoute } from '../../http/route';

/** POST /api/post/hide-post {postId}: the owner or a SysAdmin deletes a post (SPEC §6). */
export default defineRoute(apiEndpoints.hidePost, async ({ input, viewer, ctx }) => {
  const hidden = await hidePost(ctx.db, viewer, input.postId);
  ctx.changes.record([
    ...publicationKeys(hidden.accountId, { id: hidden.refId, authorId: hidden.refAuthorId }),
    changeKeys.post(input.postId),
    // An admin may delete another's re-post: their own state holds what they re-posted.
    changeKeys.viewer(hidden.accountId),
  ]);
  return ok(null, messages.deleteSucceeded);
});
