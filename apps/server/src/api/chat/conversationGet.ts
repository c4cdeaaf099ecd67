import { apiEndpoints } from '@rep/shared';
import { hydrateConversations } from '../../chat/hydration';
import { chatListMetadata } from '../../chat/metadata';
import { conversationsNeverJoined } from '../../chat/queries';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/get {conversationIds} (SPEC §7): those conversations the caller is or was a
 * member of, in the order asked; unknown ids are left out, one the caller never belonged to is a 403.
 */
export default defineRoute(apiEndpoints.conversationGet, async ({ input, viewer, ctx }) => {
  if ((await conversationsNeverJoined(ctx.db, viewer.accountId, input.conversationIds)).length > 0) {
    throw new ApiError('NotConversationMember');
  }
  const { conversations, memberIds } = await hydrateConversations(
    ctx.db,
    viewer.accountId,
    input.conversationIds,
  );
  const metadata = await chatListMetadata(ctx.db, viewer.accountId, memberIds, conversations.length);
  return { success: true as const, data: conversations, metadata };
});
