import { apiEndpoints } from '@rep/shared';
import { hydrateConversations } from '../../chat/hydration';
import { chatListMetadata } from '../../chat/metadata';
import { conversationPage } from '../../chat/queries';
import { defineRoute } from '../../http/route';
import { requireSelf } from '../../notifications/caller';

/**
 * POST /api/chat/conversation/list {userId?, offset, limit} (SPEC §7): the caller's conversations, left ones
 * too, latest activity first; every member's profile in `metadata.userProfiles`.
 */
export default defineRoute(apiEndpoints.conversationList, async ({ input, viewer, ctx }) => {
  requireSelf(viewer, input.userId);
  const skeleton = await conversationPage(ctx.db, viewer.accountId, input);
  const { conversations, memberIds } = await hydrateConversations(ctx.db, viewer.accountId, skeleton);
  const metadata = await chatListMetadata(ctx.db, viewer.accountId, memberIds, conversations.length);
  return { success: true as const, data: conversations, metadata };
});
