/** The chat reads: skeletons (ids and order) of conversation and message pages, keys, one message. */
import type { ChatIdentityRecord, ChatPublicKeys } from '@rep/shared';
import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { ApiError } from '../http/errors';
import { activeAccountSql } from '../policies/visibilitySql';
import { readableEpochSql } from './hydration';
import { MESSAGE_COLUMNS, type MessageRow } from './present';

/** $1 account, $2 offset, $3 limit: its conversations (left ones too), latest activity first. */
const conversationPageStatement = statement<{ id: string }>(
  'chat_conversation_page',
  `select c.id from conversation_members m join conversations c on c.id = m.conversation_id
   where m.account_id = $1
   order by coalesce(c.latest_message_at, c.created_at) desc, c.id desc offset $2 limit $3`,
);

/** The skeleton of `/chat/conversation/list`: the ids of one page of `accountId`'s conversations. */
export async function conversationPage(
  db: Executor,
  accountId: string,
  page: { offset: number; limit: number },
): Promise<string[]> {
  const rows = await runStatement(db, conversationPageStatement, [accountId, page.offset, page.limit]);
  return rows.map((row) => row.id);
}

/** $1 conversation, $2 account: whether the conversation exists, and the account's membership of it. */
const membershipStatement = statement<{ joinedEpoch: number | null; leftEpoch: number | null }>(
  'chat_membership',
  `select m.joined_epoch as "joinedEpoch", m.left_epoch as "leftEpoch" from conversations c
   left join conversation_members m on m.conversation_id = c.id and m.account_id = $2
   where c.id = $1`,
);

/** The epochs an account may read in a conversation: from `joinedEpoch` up to `leftEpoch` (null: still in). */
export interface Membership {
  joinedEpoch: number;
  leftEpoch: number | null;
}

/**
 * The membership, past or present, of `accountId` in conversation `conversationId`.
 * @throws ApiError ConversationNotFound (404) when the conversation does not exist, NotConversationMember
 *   (403) when the account never belonged to it
 */
export async function requireMembership(
  db: Executor,
  conversationId: string,
  accountId: string,
): Promise<Membership> {
  const [row] = await runStatement(db, membershipStatement, [conversationId, accountId]);
  if (!row) throw new ApiError('ConversationNotFound');
  if (row.joinedEpoch === null) throw new ApiError('NotConversationMember');
  return { joinedEpoch: row.joinedEpoch, leftEpoch: row.leftEpoch };
}

/** $1 conversation, $2 joined epoch, $3 left epoch (or null), $4 offset, $5 limit. */
const messagePageStatement = statement<MessageRow>(
  'chat_message_page',
  `select ${MESSAGE_COLUMNS('x')} from messages x
   cross join (select $2::int as joined_epoch, $3::int as left_epoch) m
   where x.conversation_id = $1 and ${readableEpochSql('x', 'm')}
   order by x.seq desc offset $4 limit $5`,
);

/** A page of the messages of the epochs `membership` may read, newest first (SPEC §7 /chat/message/list). */
export function messagePage(
  db: Executor,
  conversationId: string,
  membership: Membership,
  page: { offset: number; limit: number },
): Promise<MessageRow[]> {
  return runStatement(db, messagePageStatement, [
    conversationId,
    membership.joinedEpoch,
    membership.leftEpoch,
    page.offset,
    page.limit,
  ]);
}

const messageStatement = statement<MessageRow>(
  'chat_message',
  `select ${MESSAGE_COLUMNS('x')} from messages x where x.conversation_id = $1 and x.id = $2`,
);

/** Message `id` of conversation `conversationId`; undefined when there is none. */
export async function readMessage(
  db: Executor,
  conversationId: string,
  id: string,
): Promise<MessageRow | undefined> {
  const [row] = await runStatement(db, messageStatement, [conversationId, id]);
  return row;
}

const publicKeysStatement = statement<ChatPublicKeys>(
  'chat_public_keys',
  `select k.account_id as "userId", k.box_public_key as "boxPublicKey", k.sign_public_key as "signPublicKey"
   from chat_identities k join accounts a on a.id = k.account_id and ${activeAccountSql('a')}
   where k.account_id = any($1::text[])`,
);

/** The published chat keys of those of `userIds` that are active and have set chat up (`/chat/keys/get`). */
export function chatPublicKeys(db: Executor, userIds: readonly string[]): Promise<ChatPublicKeys[]> {
  return runStatement(db, publicKeysStatement, [[...new Set(userIds)]]);
}

const ownIdentityStatement = statement<ChatIdentityRecord>(
  'chat_own_identity',
  `select box_public_key as "boxPublicKey", sign_public_key as "signPublicKey", escrow
   from chat_identities where account_id = $1`,
);

/** The chat identity `accountId` published (public keys and escrow), or null (`/chat/keys/mine`). */
export async function ownChatIdentity(db: Executor, accountId: string): Promise<ChatIdentityRecord | null> {
  const [row] = await runStatement(db, ownIdentityStatement, [accountId]);
  return row ?? null;
}

const neverJoinedStatement = statement<{ id: string }>(
  'chat_never_joined',
  `select c.id from conversations c where c.id = any($2::text[])
     and not exists (select 1 from conversation_members m where m.conversation_id = c.id and m.account_id = $1)`,
);

/** Those of `conversationIds` that exist and `accountId` never belonged to. */
export async function conversationsNeverJoined(
  db: Executor,
  accountId: string,
  conversationIds: readonly string[],
): Promise<string[]> {
  return (await runStatement(db, neverJoinedStatement, [accountId, [...conversationIds]])).map(
    (row) => row.id,
  );
}
