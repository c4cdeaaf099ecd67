import { envelopeEpoch } from '@rep/shared';
import type { LockedConversation } from '../chat/membership';
import { requireCurrentMember } from '../chat/membership';
import { MESSAGE_COLUMNS, type MessageRow } from '../chat/present';
import { readMessage } from '../chat/queries';
import type { Db, Tx } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { commandTransaction } from '../events/bus';
import type { MessageCreated } from '../events/types';
import { ApiError } from '../http/errors';
import { newChatId } from '../ids';
import { activeAccountSql, blockedEitherWaySql } from '../policies/visibilitySql';

/** $1 sender, $2 partner: the partner is active and not blocked either way with the sender. */
const reachableStatement = statement<{ reachable: boolean }>(
  'chat_partner_reachable',
  `select exists (select 1 from accounts a where a.id = $2 and ${activeAccountSql('a')})
     and not ${blockedEitherWaySql('$1::text', '$2::text')} as reachable`,
);

/**
 * $1 conversation, $2 id, $3 sender, $4 epoch, $5 content: the message, unless the id is taken (a retry, or a
 * concurrent duplicate: this waits for it and inserts nothing).
 */
const insertStatement = statement<MessageRow & { seq: string }>(
  'chat_message_insert',
  `insert into messages as x (conversation_id, id, account_id, epoch, content) values ($1, $2, $3, $4, $5)
   on conflict (conversation_id, id) do nothing returning ${MESSAGE_COLUMNS('x')}, x.seq::text as seq`,
);

/** $1 conversation, $2 seq, $3 sent at: the conversation's count and latest message. */
const bumpStatement = statement(
  'chat_conversation_bump',
  `update conversations set number_of_messages = number_of_messages + 1, latest_message_seq = $2,
     latest_message_at = $3 where id = $1`,
);

/** $1 conversation, $2 sender, $3 sent at: unread + 1 for the other current members; the sender has read it. */
const unreadStatement = statement(
  'chat_members_unread',
  `update conversation_members set
     unread_count = case when account_id = $2 then 0 else unread_count + 1 end,
     read_at = case when account_id = $2 then $3::timestamptz else read_at end
   where conversation_id = $1 and left_epoch is null`,
);

/** A stored message of `id` answers a retry of its sender; anyone else's is a conflict. */
function retried(stored: MessageRow, senderId: string): MessageRow {
  if (stored.accountId !== senderId) throw new ApiError('MessageIdTaken');
  return stored;
}

/**
 * Stores a message in a conversation the sender is a current member of, locked by the caller (SPEC §7
 * /chat/message/create-message, issue 15). A message `id` already stored answers a retry: the sender's
 * own stored message, with no event.
 * @returns the stored message and, when new, the `MessageCreated` event for the current members
 * @throws ApiError MessageIdTaken (409: another sender's id), ChatBlocked (403: a direct conversation whose
 *   partner is gone, inactive or blocked either way), RekeyRequired (409), StaleEpoch (409: the envelope's
 *   epoch is not the current one)
 */
export async function insertMessage(
  tx: Tx,
  conversation: LockedConversation,
  senderId: string,
  content: string,
  id: string | undefined,
): Promise<{ message: MessageRow; events: MessageCreated[] }> {
  if (id !== undefined) {
    const stored = await readMessage(tx, conversation.id, id);
    if (stored) return { message: retried(stored, senderId), events: [] };
  }
  if (conversation.kind === 'Direct') {
    const partner = conversation.members.find((member) => member !== senderId);
    const [row] = partner ? await runStatement(tx, reachableStatement, [senderId, partner]) : [];
    if (!row?.reachable) throw new ApiError('ChatBlocked');
  }
  if (conversation.rekeyRequired) throw new ApiError('RekeyRequired');
  if (envelopeEpoch(content) !== conversation.epoch) throw new ApiError('StaleEpoch');
  const messageId = id ?? newChatId();
  const [inserted] = await runStatement(tx, insertStatement, [
    conversation.id,
    messageId,
    senderId,
    conversation.epoch,
    content,
  ]);
  if (!inserted) {
    const stored = await readMessage(tx, conversation.id, messageId);
    if (!stored) throw new Error(`message ${messageId} conflicted but is not stored`);
    return { message: retried(stored, senderId), events: [] };
  }
  const { seq, ...message } = inserted;
  const sentAt = new Date(message.createdAt).toISOString();
  await runStatement(tx, bumpStatement, [conversation.id, seq, sentAt]);
  await runStatement(tx, unreadStatement, [conversation.id, senderId, sentAt]);
  const event: MessageCreated = {
    type: 'MessageCreated',
    conversationId: conversation.id,
    messageId,
    senderId,
    memberIds: conversation.members,
  };
  return { message, events: [event] };
}

/**
 * Sends a message (SPEC §7 /chat/message/create-message): the caller must be a current member.
 * @throws ApiError ConversationNotFound (404), NotConversationMember (403), and those of {@link insertMessage}
 */
export const createMessage = (
  db: Db,
  senderId: string,
  input: { conversationId: string; content: string; id?: string },
) =>
  commandTransaction(db, async (tx) => {
    const conversation = await requireCurrentMember(tx, input.conversationId, senderId);
    return insertMessage(tx, conversation, senderId, input.content, input.id);
  });
