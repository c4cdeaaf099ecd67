import { apiEndpoints, messages, ok } from '@rep/shared';
import { removeBookmark } from '../../commands/reactions';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/remove-bookmark {postId}; 409 'Not added bookmark yet'. */
export default defineRoute(apiEndpoints.removeBookmark, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  await removeBookmark(ctx.db, viewer.accountId, input.postId);
  return ok(null, messages.unbookmarked);
});
