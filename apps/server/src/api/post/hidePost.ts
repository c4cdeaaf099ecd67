import { apiEndpoints, messages, ok } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { hidePost } from '../../commands/hidePost';
import { defineRoute } from '../../http/route';

/** POST /api/post/hide-post {postId}: the owner or a SysAdmin deletes a post (SPEC §6). */
export default defineRoute(apiEndpoints.hidePost, async ({ input, viewer, ctx }) => {
  const hidden = await hidePost(ctx.db, viewer, input.postId);
  ctx.changes.record([
    changeKeys.feed,
    changeKeys.ranking,
    changeKeys.post(input.postId),
    changeKeys.account(hidden.accountId),
    changeKeys.postsOf(hidden.accountId),
    // An admin may delete another's re-post: their own state holds what they re-posted.
    changeKeys.viewer(hidden.accountId),
    ...(hidden.refId ? [changeKeys.post(hidden.refId)] : []),
  ]);
  return ok(null, messages.deleteSucceeded);
});
