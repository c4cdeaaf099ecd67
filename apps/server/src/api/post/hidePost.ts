import { apiEndpoints, messages, ok } from '@rep/shared';
import { hidePost } from '../../commands/hidePost';
import { defineRoute } from '../../http/route';

/** POST /api/post/hide-post {postId}: the owner or a SysAdmin deletes a post (SPEC §6). */
export default defineRoute(apiEndpoints.hidePost, async ({ input, viewer, ctx }) => {
  await hidePost(ctx.db, viewer, input.postId);
  return ok(null, messages.deleteSucceeded);
});
