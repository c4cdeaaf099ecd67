import { apiEndpoints, ok } from '@rep/shared';
import { presentMessage } from '../../chat/present';
import { createMessage } from '../../commands/chatMessage';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/message/create-message {conversationId, content, id?} (SPEC §7): sends an encrypted message;
 * a retry with the same `id` answers the stored message instead of a second copy.
 */
export default defineRoute(apiEndpoints.createMessage, async ({ input, viewer, ctx }) => {
  const { message } = await createMessage(ctx.db, viewer.accountId, input);
  return ok(presentMessage(message));
});
