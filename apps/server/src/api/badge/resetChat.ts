import { apiEndpoints, ok } from '@rep/shared';
import { markConversationsRead } from '../../commands/chatRead';
import { defineRoute } from '../../http/route';
import { badgeCounts } from '../../notifications/queries';

/**
 * POST /api/badge/reset/chat {conversations} (SPEC §7): marks the caller's given conversations read (their
 * unread counts go to 0 and the members get the read receipt, as the socket's `read-list-conversation`
 * does) and answers the badge counts after it.
 */
export default defineRoute(apiEndpoints.badgeResetChat, async ({ input, viewer, ctx }) => {
  await markConversationsRead(ctx.db, viewer.accountId, input.conversations);
  return ok(await badgeCounts(ctx.db, viewer.accountId, false));
});
