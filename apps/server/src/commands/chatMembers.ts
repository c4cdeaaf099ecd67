/**
 * Group membership and key epochs (issue 15, docs/CHAT.md "Conversation keys"): adding or removing members
 * and re-keying each start the next epoch, whose key the acting member sealed to every member after the
 * change; leaving marks the conversation for a re-key by the next sender.
 */
import { CHAT_GROUP_MAX_MEMBERS } from '@rep/shared';
import {
  type LockedConversation,
  requireChatPartners,
  requireCurrentMember,
  requireKeysFor,
  storeKeys,
} from '../chat/membership';
import type { Db, Tx } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';

/** A new epoch: its number (the current one plus one) and its key sealed to every member after the change. */
export interface NewEpoch {
  conversationId: string;
  epoch: number;
  keys: readonly { userId: string; sealedKey: string }[];
}

const DIRECT_FIXED = 'A direct conversation cannot change members';

/** $1 conversation, $2 epoch: the epoch starts, and the re-key a departure asked for is done. */
const startEpochStatement = statement(
  'chat_start_epoch',
  'update conversations set epoch = $2, rekey_required = false where id = $1',
);
/** $1 conversation, $2 accounts, $3 epoch: (re-)joins them at that epoch, unread and unreceipted. */
const joinStatement = statement(
  'chat_members_join',
  `insert into conversation_members (conversation_id, account_id, joined_epoch) select $1, unnest($2::text[]), $3
   on conflict (conversation_id, account_id) do update
     set joined_epoch = excluded.joined_epoch, left_epoch = null, unread_count = 0, read_at = null`,
);
/** $1 conversation, $2 accounts, $3 epoch: they leave; they read up to, not including, that epoch. */
const leaveStatement = statement(
  'chat_members_leave',
  `update conversation_members set left_epoch = $3, unread_count = 0
   where conversation_id = $1 and account_id = any($2::text[]) and left_epoch is null`,
);
const markRekeyStatement = statement(
  'chat_mark_rekey',
  'update conversations set rekey_required = true where id = $1',
);

/**
 * Starts epoch `change.epoch` of a conversation the caller is a current member of, once `prepare` checked
 * the change and answered the members after it.
 * @throws ApiError ConversationNotFound, NotConversationMember, StaleEpoch (409: not the current epoch + 1),
 *   BadRequest naming `keys`, and whatever `prepare` throws
 */
function startEpoch(
  db: Db,
  callerId: string,
  change: NewEpoch,
  prepare: (tx: Tx, conversation: LockedConversation) => Promise<string[]>,
) {
  return commandTransaction(db, async (tx) => {
    const conversation = await requireCurrentMember(tx, change.conversationId, callerId);
    if (change.epoch !== conversation.epoch + 1) throw new ApiError('StaleEpoch');
    const members = await prepare(tx, conversation);
    requireKeysFor(change.keys, members);
    await storeKeys(tx, conversation.id, change.epoch, change.keys, callerId);
    await runStatement(tx, startEpochStatement, [conversation.id, change.epoch]);
    return { conversationId: conversation.id, events: [] };
  });
}

/** @throws ApiError BadRequest for a direct conversation */
function requireGroup(conversation: LockedConversation): void {
  if (conversation.kind === 'Direct') throw new ApiError('BadRequest', DIRECT_FIXED);
}

/**
 * Adds accounts to a group (`/chat/conversation/add-members`): each active, with chat keys, not blocked
 * either way with the caller; at most CHAT_GROUP_MAX_MEMBERS in all. A former member comes back at the new
 * epoch and reads from there on.
 * @throws ApiError as startEpoch; BadRequest (direct, nobody new, too many), AccountNotFound,
 *   ChatKeysMissing, ChatBlocked
 */
export const addMembers = (db: Db, callerId: string, change: NewEpoch & { members: readonly string[] }) =>
  startEpoch(db, callerId, change, async (tx, conversation) => {
    requireGroup(conversation);
    const added = [...new Set(change.members)].filter((id) => !conversation.members.includes(id));
    if (added.length === 0) throw new ApiError('BadRequest', 'members: already in the conversation');
    const after = [...conversation.members, ...added];
    if (after.length > CHAT_GROUP_MAX_MEMBERS) {
      throw new ApiError('BadRequest', `members: a group has at most ${CHAT_GROUP_MAX_MEMBERS} members`);
    }
    await requireChatPartners(tx, callerId, added);
    await runStatement(tx, joinStatement, [conversation.id, added, change.epoch]);
    return after;
  });

/**
 * Removes members from a group (`/chat/conversation/remove-members`): they read nothing of the new epoch on.
 * @throws ApiError as startEpoch; BadRequest (direct, yourself: use leave, not a member)
 */
export const removeMembers = (db: Db, callerId: string, change: NewEpoch & { members: readonly string[] }) =>
  startEpoch(db, callerId, change, async (tx, conversation) => {
    requireGroup(conversation);
    const removed = [...new Set(change.members)];
    if (removed.includes(callerId)) {
      throw new ApiError('BadRequest', 'members: to remove yourself, leave the conversation');
    }
    if (removed.some((id) => !conversation.members.includes(id))) {
      throw new ApiError('BadRequest', 'members: not a member of this conversation');
    }
    await runStatement(tx, leaveStatement, [conversation.id, removed, change.epoch]);
    return conversation.members.filter((id) => !removed.includes(id));
  });

/**
 * Starts the next epoch with the same members (`/chat/conversation/rotate-key`): after a member left, the
 * conversation waits for it before anyone sends.
 * @throws ApiError as startEpoch
 */
export const rotateKey = (db: Db, callerId: string, change: NewEpoch) =>
  startEpoch(db, callerId, change, async (_tx, conversation) => conversation.members);

/**
 * The caller leaves a group (`/chat/conversation/leave`): it reads up to the current epoch; the others must
 * start a new one (rotate-key) before sending, so it cannot read what comes after.
 * @throws ApiError ConversationNotFound, NotConversationMember, BadRequest (direct)
 */
export const leaveConversation = (db: Db, callerId: string, conversationId: string) =>
  commandTransaction(db, async (tx) => {
    const conversation = await requireCurrentMember(tx, conversationId, callerId);
    requireGroup(conversation);
    await runStatement(tx, leaveStatement, [conversation.id, [callerId], conversation.epoch + 1]);
    await runStatement(tx, markRekeyStatement, [conversation.id]);
    return { left: true, events: [] };
  });
