import { apiEndpoints, ok } from '@rep/shared';
import { hydrateConversation } from '../../chat/hydration';
import { rotateKey } from '../../commands/chatMembers';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/rotate-key {conversationId, epoch, keys} (issue 15): a member starts the next
 * epoch with the same members (needed after a member left). Answers the conversation as the caller sees it.
 */
export default defineRoute(apiEndpoints.conversationRotateKey, async ({ input, viewer, ctx }) => {
  const { conversationId } = await rotateKey(ctx.db, viewer.accountId, input);
  return ok(await hydrateConversation(ctx.db, viewer.accountId, conversationId));
});
