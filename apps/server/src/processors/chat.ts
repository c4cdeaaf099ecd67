/**
 * The chat processor (issue 15): delivers new messages to the members' sockets and, to a recipient with no
 * open socket, a `Chat` notification (stored, then web push); relays read receipts to the members; and
 * takes a deleted account out of chat. Idempotent: a repeated job re-sends socket events (clients keep
 * messages by id) and stores no second notification (its dedup key).
 */
import { NOTIFICATION_VERBS } from '@rep/shared';
import { presentMessage } from '../chat/present';
import { readMessage } from '../chat/queries';
import type { Db } from '../db/client';
import { runStatement, statement } from '../db/statements';
import type { ConversationsRead, MessageCreated } from '../events/types';
import type { JobQueue } from '../jobs/queue';
import { type Delivery, deliverNotifications } from '../notifications/deliver';
import { senderName } from '../notifications/sources';
import { insertNotifications } from '../notifications/store';
import type { ProcessorContext } from './context';
import { defineProcessor, type Processor } from './processor';

/** Chat notifications belong to no site community: the website's list leaves them out (docs/CHAT.md). */
const CHAT_COMMUNITY = 'General';

/**
 * A new message: to every member's sockets, the sender's other devices included, then a `Chat`
 * notification for each other member without an open socket.
 */
async function onMessageCreated(delivery: Delivery, db: Db, event: MessageCreated, jobs: JobQueue) {
  const row = await readMessage(db, event.conversationId, event.messageId);
  if (!row) return;
  const message = presentMessage(row);
  for (const memberId of event.memberIds) delivery.realtime?.toAccount(memberId, 'message', message);
  const recipients = event.memberIds.filter((id) => id !== event.senderId);
  const online = (await delivery.realtime?.onlineAmong(recipients)) ?? new Set<string>();
  const offline = recipients.filter((id) => !online.has(id));
  if (offline.length === 0) return;
  const rows = await insertNotifications(db, offline, {
    topic: 'Chat',
    senderId: event.senderId,
    communityId: CHAT_COMMUNITY,
    message: `${await senderName(db, event.senderId)} ${NOTIFICATION_VERBS.Chat}`,
    postId: null,
    parentPostId: null,
    postType: null,
    dedupKey: `chat:${event.conversationId}:${event.messageId}`,
  });
  await deliverNotifications(delivery, rows, jobs);
}

/** $1 conversations: their current members. */
const currentMembersStatement = statement<{ conversationId: string; accountId: string }>(
  'chat_receipt_members',
  `select conversation_id as "conversationId", account_id as "accountId" from conversation_members
   where conversation_id = any($1::text[]) and left_epoch is null`,
);

/** A read receipt: to each current member (the reader's other devices too), naming the conversations they share. */
async function onConversationsRead(delivery: Delivery, db: Db, event: ConversationsRead) {
  const rows = await runStatement(db, currentMembersStatement, [event.conversationIds]);
  const shared = new Map<string, string[]>();
  for (const row of rows)
    shared.set(row.accountId, [...(shared.get(row.accountId) ?? []), row.conversationId]);
  for (const [accountId, conversationIds] of shared) {
    delivery.realtime?.toAccount(accountId, 'read-list-conversation', {
      conversationIds,
      at: event.at,
      userId: event.accountId,
    });
  }
}

/**
 * $1 account: its chat identity is deleted and it leaves every conversation at the next epoch; a group
 * must then be re-keyed before anyone sends (its key is no longer sealed to the gone account's successors).
 */
const deleteAccountStatement = statement(
  'chat_account_deleted',
  `with identity as (delete from chat_identities where account_id = $1 returning 1),
   gone as (
     update conversation_members m set left_epoch = c.epoch + 1, unread_count = 0
     from conversations c where c.id = m.conversation_id and m.account_id = $1 and m.left_epoch is null
     returning c.id, c.kind)
   update conversations set rekey_required = true where id in (select id from gone where kind = 'Group')`,
);

/**
 * The chat processor. Without a realtime gateway (a jobs-only process) every recipient counts as offline.
 * @param pushQueue the web push job queue (processors/push.ts), or null when push is off
 */
export function chatProcessor(ctx: ProcessorContext, pushQueue: string | null): Processor {
  const { db } = ctx;
  const delivery: Delivery = { db, realtime: ctx.realtime, pushQueue };
  return defineProcessor({
    name: 'chat',
    events: ['MessageCreated', 'ConversationsRead', 'AccountDeleted'],
    async handle(event, jobs) {
      switch (event.type) {
        case 'MessageCreated':
          return onMessageCreated(delivery, db, event, jobs);
        case 'ConversationsRead':
          return onConversationsRead(delivery, db, event);
        case 'AccountDeleted':
          await runStatement(db, deleteAccountStatement, [event.accountId]);
          return;
      }
    },
  });
}
