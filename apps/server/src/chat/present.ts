import type { Conversation, ConversationKind, Message, SealedConversationKey } from '@rep/shared';

/** A stored message as the chat statements select it. */
export interface MessageRow {
  conversationId: string;
  id: string;
  accountId: string;
  epoch: number;
  content: string;
  createdAt: Date | string;
}

/** Columns of a message row of table alias `m`, as {@link MessageRow} names them. */
export const MESSAGE_COLUMNS = (m: string) =>
  `${m}.conversation_id as "conversationId", ${m}.id, ${m}.account_id as "accountId", ${m}.epoch,
   ${m}.content, ${m}.created_at as "createdAt"`;

/** A message as the API answers it (SPEC §3 "Message"). Pure. */
export function presentMessage(row: MessageRow): Message {
  return {
    conversationId: row.conversationId,
    id: row.id,
    accountId: row.accountId,
    content: row.content,
    created: new Date(row.createdAt).toISOString(),
    status: 'Sent',
    epoch: row.epoch,
  };
}

/** A conversation with the viewer's membership, its readable count and latest message (chat/hydration.ts). */
export interface ViewerConversationRow {
  id: string;
  kind: ConversationKind;
  epoch: number;
  rekeyRequired: boolean;
  createdBy: string;
  createdAt: Date | string;
  leftEpoch: number | null;
  unreadCount: number;
  numberOfMessage: number;
  /** The newest message the viewer may read, or null (its fields are then null). */
  latest: MessageRow | null;
}

/** One membership of a conversation, past or present. */
export interface MemberRow {
  conversationId: string;
  accountId: string;
  leftEpoch: number | null;
  readAt: Date | string | null;
}

/**
 * A conversation as the viewer sees it (SPEC §3 "Conversation", entities.ts): the current members, the
 * viewer's keys of the epochs it may read and its key of the current epoch, the other current members' read
 * receipts. Pure.
 * @param members every membership row of the conversation
 * @param keys the viewer's sealed keys it may read, oldest epoch first
 */
export function presentConversation(
  viewerId: string,
  row: ViewerConversationRow,
  members: readonly MemberRow[],
  keys: readonly SealedConversationKey[],
): Conversation {
  const current = members.filter((member) => member.leftEpoch === null);
  const active = row.leftEpoch === null;
  const partner =
    row.kind === 'Direct' ? members.find((member) => member.accountId !== viewerId)?.accountId : undefined;
  return {
    id: row.id,
    kind: row.kind,
    members: current.map((member) => member.accountId),
    dmPartner: partner ?? null,
    secretKey: active ? (keys.find((key) => key.epoch === row.epoch)?.sealedKey ?? null) : null,
    epoch: row.epoch,
    keys: [...keys],
    latestMessageSentAt: row.latest ? new Date(row.latest.createdAt).toISOString() : null,
    numberOfMessage: row.numberOfMessage,
    latestMessage: row.latest ? presentMessage(row.latest) : null,
    status: active ? 'Active' : 'Left',
    unreadMessages: row.unreadCount,
    others: current
      .filter((member) => member.accountId !== viewerId)
      .map((member) => ({
        userId: member.accountId,
        readAt: member.readAt === null ? null : new Date(member.readAt).toISOString(),
      })),
    rekeyRequired: row.rekeyRequired,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
