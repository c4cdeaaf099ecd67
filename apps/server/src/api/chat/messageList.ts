import { apiEndpoints } from '@rep/shared';
import { chatListMetadata } from '../../chat/metadata';
import { presentMessage } from '../../chat/present';
import { messagePage, requireMembership } from '../../chat/queries';
import { defineRoute } from '../../http/route';

/**
 * POST /api/chat/message/list {conversationId, offset, limit} (SPEC §7): the messages of the epochs the
 * caller may read, newest first; the senders' profiles in `metadata.userProfiles`.
 */
export default defineRoute(apiEndpoints.messageList, async ({ input, viewer, ctx }) => {
  const membership = await requireMembership(ctx.db, input.conversationId, viewer.accountId);
  const rows = await messagePage(ctx.db, input.conversationId, membership, input);
  const senders = rows.map((row) => row.accountId);
  const metadata = await chatListMetadata(ctx.db, viewer.accountId, senders, rows.length);
  return { success: true as const, data: rows.map(presentMessage), metadata };
});
