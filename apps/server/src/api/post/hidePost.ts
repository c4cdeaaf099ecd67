import { apiEndpoints, messages, ok } from '@rep/shared';
import { changeKeys, engagementKeys } from '../../cache/changeLog';
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
    // The referenced post's counters went down: its hot order moved too.
    ...(hidden.refId ? engagementKeys(hidden.refId, hidden.refAuthorId) : []),
  ]);
  return ok(null, messages.deleteSucceeded);
});
