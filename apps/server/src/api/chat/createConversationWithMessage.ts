import { apiEndpoints, ok } from '@rep/shared';
import { hydrateConversation } from '../../chat/hydration';
import { presentMessage } from '../../chat/present';
import { createConversationWithMessage } from '../../commands/chatConversation';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/message/create-conversation-with-message {members, keys, conversationId, content, id?}
 * (SPEC §7): a new conversation and its first message, in one transaction. The pair's existing direct
 * conversation is a 409 `ConversationExists` with `data: {conversationId}`.
 */
export default defineRoute(apiEndpoints.createConversationWithMessage, async ({ input, viewer, ctx }) => {
  const { conversationId, message } = await createConversationWithMessage(ctx.db, viewer.accountId, {
    members: input.members,
    keys: input.keys,
    conversationId: input.conversationId,
    content: input.content,
    messageId: input.id,
  });
  const conversation = await hydrateConversation(ctx.db, viewer.accountId, conversationId);
  return ok({ conversation, message: presentMessage(message) });
});
