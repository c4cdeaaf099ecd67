import { apiEndpoints, ok } from '@rep/shared';
import { hydrateConversation } from '../../chat/hydration';
import { removeMembers } from '../../commands/chatMembers';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/remove-members {conversationId, members, epoch, keys} (issue 15): a group member
 * removes others at a new epoch, of which they read nothing. Answers the conversation as the caller sees it.
 */
export default defineRoute(apiEndpoints.conversationRemoveMembers, async ({ input, viewer, ctx }) => {
  const { conversationId } = await removeMembers(ctx.db, viewer.accountId, input);
  return ok(await hydrateConversation(ctx.db, viewer.accountId, conversationId));
});
