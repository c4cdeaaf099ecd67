import { apiEndpoints, ok } from '@rep/shared';
import { hydrateConversation } from '../../chat/hydration';
import { createConversation } from '../../commands/chatConversation';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/conversation/create {members, keys, id?} (SPEC §7, issue 15): a direct conversation (the
 * pair's existing one is answered instead) or a group, as the caller sees it.
 */
export default defineRoute(apiEndpoints.conversationCreate, async ({ input, viewer, ctx }) => {
  const { conversationId } = await createConversation(ctx.db, viewer.accountId, input);
  return ok(await hydrateConversation(ctx.db, viewer.accountId, conversationId));
});
