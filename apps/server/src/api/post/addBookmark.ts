import { apiEndpoints, messages, ok } from '@rep/shared';
import { addBookmark } from '../../commands/reactions';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/post/add-bookmark {postId}; 409 'Already added bookmark'. */
export default defineRoute(apiEndpoints.addBookmark, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  await addBookmark(ctx.db, viewer.accountId, input.postId);
  return ok(null, messages.bookmarked);
});
