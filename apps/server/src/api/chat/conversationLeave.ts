import { apiEndpoints, ok } from '@rep/shared';
import { leaveConversation } from '../../commands/chatMembers';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/leave {conversationId} (issue 15): the caller leaves a group; the next sender
 * must start a new epoch first (409 `RekeyRequired` until then).
 */
export default defineRoute(apiEndpoints.conversationLeave, async ({ input, viewer, ctx }) => {
  const { left } = await leaveConversation(ctx.db, viewer.accountId, input.conversationId);
  return ok({ left });
});
