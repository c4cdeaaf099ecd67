import { apiEndpoints, ok } from '@rep/shared';
import { hydrateConversation } from '../../chat/hydration';
import { addMembers } from '../../commands/chatMembers';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/add-members {conversationId, members, epoch, keys} (issue 15): a group member
 * adds accounts at a new epoch; a former member reads from it on. Answers the conversation as the caller sees it.
 */
export default defineRoute(apiEndpoints.conversationAddMembers, async ({ input, viewer, ctx }) => {
  const { conversationId } = await addMembers(ctx.db, viewer.accountId, input);
  return ok(await hydrateConversation(ctx.db, viewer.accountId, conversationId));
});
