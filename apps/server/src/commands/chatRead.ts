import type { Db } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { commandTransaction } from '../events/bus';
import type { ConversationsRead } from '../events/types';

/** $1 account, $2 conversations, $3 now: its current memberships among them are read. */
const markStatement = statement<{ conversationId: string }>(
  'chat_mark_read',
  `update conversation_members set read_at = $3, unread_count = 0
   where account_id = $1 and conversation_id = any($2::text[]) and left_epoch is null
   returning conversation_id as "conversationId"`,
);

/**
 * Marks conversations read by `accountId` now (the socket's `read-list-conversation`, `/badge/reset/chat`;
 * SPEC §4 "Conversations and badges"): its read receipt moves and its unread count goes to 0. Ids of
 * conversations it is not a current member of change nothing.
 * @returns the conversations changed, the time, and a `ConversationsRead` event when any changed
 */
export const markConversationsRead = (db: Db, accountId: string, conversationIds: readonly string[]) =>
  commandTransaction(db, async (tx) => {
    const at = new Date().toISOString();
    const ids = [...new Set(conversationIds)];
    const rows = ids.length ? await runStatement(tx, markStatement, [accountId, ids, at]) : [];
    const changed = rows.map((row) => row.conversationId);
    const events: ConversationsRead[] = changed.length
      ? [{ type: 'ConversationsRead', accountId, conversationIds: changed, at }]
      : [];
    return { conversationIds: changed, at, events };
  });
