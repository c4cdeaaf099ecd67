import { CHAT_GROUP_MAX_MEMBERS } from '@rep/shared';
import {
  lockConversation,
  requireChatPartners,
  requireCurrentMember,
  requireKeysFor,
  storeKeys,
} from '../chat/membership';
import type { MessageRow } from '../chat/present';
import type { Db, Tx } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { commandTransaction } from '../events/bus';
import type { MessageCreated } from '../events/types';
import { ApiError } from '../http/errors';
import { newChatId } from '../ids';
import { insertMessage } from './chatMessage';

/** What a new conversation is made of (the schemas of /chat/conversation/create). */
export interface NewConversation {
  /** The other members (the caller is dropped if listed). */
  members: readonly string[];
  /** Epoch 0's key sealed to every member, the caller included. */
  keys: readonly { userId: string; sealedKey: string }[];
  /** The client's id for it, if any. */
  id?: string;
}

/** The one `Direct` conversation a pair may have: the two account ids, sorted, space-separated. */
export const directKeyOf = (a: string, b: string): string => [a, b].sort().join(' ');

const idOwnerStatement = statement<{ member: boolean }>(
  'chat_conversation_id_owner',
  `select exists (select 1 from conversation_members m where m.conversation_id = c.id and m.account_id = $2
     and m.left_epoch is null) as member
   from conversations c where c.id = $1`,
);
const directStatement = statement<{ id: string }>(
  'chat_direct_conversation',
  'select id from conversations where direct_key = $1',
);
const insertStatement = statement<{ id: string }>(
  'chat_conversation_insert',
  `insert into conversations (id, kind, direct_key, created_by) values ($1, $2, $3, $4)
   on conflict do nothing returning id`,
);
const insertMembersStatement = statement(
  'chat_members_insert',
  `insert into conversation_members (conversation_id, account_id, joined_epoch)
   select $1, unnest($2::text[]), 0`,
);

/** How an existing conversation answers a create: a retry of the caller's, or the pair's direct one. */
type Existing = { conversationId: string; direct: boolean } | undefined;

/**
 * The conversation a create finds already there: the same id (the caller's retry; someone else's is a
 * 409 `ConversationIdTaken`) or the pair's direct conversation.
 */
async function existingConversation(
  tx: Tx,
  callerId: string,
  id: string | undefined,
  directKey: string | null,
): Promise<Existing> {
  if (id !== undefined) {
    const [owner] = await runStatement(tx, idOwnerStatement, [id, callerId]);
    if (owner?.member) return { conversationId: id, direct: false };
    if (owner) throw new ApiError('ConversationIdTaken');
  }
  if (directKey === null) return undefined;
  const [direct] = await runStatement(tx, directStatement, [directKey]);
  return direct ? { conversationId: direct.id, direct: true } : undefined;
}

/**
 * Makes a conversation in `tx`, or finds the one a create must answer instead ({@link existingConversation}).
 * @throws ApiError BadRequest (no other member; keys not naming exactly the members; more than
 *   CHAT_GROUP_MAX_MEMBERS), ConversationIdTaken (409), and those of `requireChatPartners` (AccountNotFound,
 *   ChatKeysMissing, ChatBlocked)
 */
async function makeConversation(
  tx: Tx,
  callerId: string,
  input: NewConversation,
): Promise<{ conversationId: string; existing: Existing }> {
  const others = [...new Set(input.members)].filter((id) => id !== callerId);
  if (others.length === 0) throw new ApiError('BadRequest', 'members: must name at least one other member');
  if (others.length + 1 > CHAT_GROUP_MAX_MEMBERS) {
    throw new ApiError('BadRequest', `members: a group has at most ${CHAT_GROUP_MAX_MEMBERS} members`);
  }
  const directKey = others.length === 1 ? directKeyOf(callerId, others[0] as string) : null;
  const retry = input.id === undefined ? undefined : await existingConversation(tx, callerId, input.id, null);
  if (retry) return { conversationId: retry.conversationId, existing: retry };
  await requireChatPartners(tx, callerId, others);
  const direct = await existingConversation(tx, callerId, undefined, directKey);
  if (direct) return { conversationId: direct.conversationId, existing: direct };
  requireKeysFor(input.keys, [callerId, ...others]);
  const id = input.id ?? newChatId();
  const [inserted] = await runStatement(tx, insertStatement, [
    id,
    directKey ? 'Direct' : 'Group',
    directKey,
    callerId,
  ]);
  if (!inserted) {
    // A concurrent create took the id or the pair's direct conversation first.
    const existing = await existingConversation(tx, callerId, input.id, directKey);
    if (!existing) throw new Error(`conversation ${id} conflicted but is not stored`);
    return { conversationId: existing.conversationId, existing };
  }
  await runStatement(tx, insertMembersStatement, [id, [callerId, ...others]]);
  await storeKeys(tx, id, 0, input.keys, callerId);
  return { conversationId: id, existing: undefined };
}

/**
 * Creates a conversation (SPEC §7 /chat/conversation/create, issue 15): `Direct` with one other member, else
 * a `Group`; epoch 0 with the given keys. The pair's existing direct conversation, or the caller's own one of
 * the same id (a retry), is answered as it is.
 * @returns the conversation's id (no events: nothing is sent until a message is)
 * @throws ApiError as {@link makeConversation}
 */
export const createConversation = (db: Db, callerId: string, input: NewConversation) =>
  commandTransaction(db, async (tx) => {
    const { conversationId } = await makeConversation(tx, callerId, input);
    return { conversationId, events: [] };
  });

/**
 * Creates a conversation and its first message in one transaction (SPEC §7
 * /chat/message/create-conversation-with-message). A retry (the caller's conversation of that id) sends the
 * message into it, deduplicated by the message id.
 * @returns the conversation's id, the message and its `MessageCreated` event
 * @throws ApiError ConversationExists (409, `data: {conversationId}`) when the pair has a direct conversation
 *   already; those of {@link makeConversation} and `insertMessage` (StaleEpoch when the envelope is not of
 *   epoch 0)
 */
export const createConversationWithMessage = (
  db: Db,
  callerId: string,
  input: NewConversation & { conversationId: string; content: string; messageId?: string },
) =>
  commandTransaction(
    db,
    async (tx): Promise<{ conversationId: string; message: MessageRow; events: MessageCreated[] }> => {
      const { conversationId, existing } = await makeConversation(tx, callerId, {
        members: input.members,
        keys: input.keys,
        id: input.conversationId,
      });
      if (existing?.direct) {
        throw new ApiError('ConversationExists', undefined, { conversationId });
      }
      const conversation = existing
        ? await requireCurrentMember(tx, conversationId, callerId)
        : await lockConversation(tx, conversationId);
      if (!conversation) throw new Error(`conversation ${conversationId} vanished in its transaction`);
      const sent = await insertMessage(tx, conversation, callerId, input.content, input.messageId);
      return { conversationId, ...sent };
    },
  );
