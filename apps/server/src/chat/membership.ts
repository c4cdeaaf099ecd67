/**
 * The rules chat commands share, run inside their transaction: who may be in a conversation, who is in it
 * now, and that a key distribution names exactly its members (issue 15, docs/CHAT.md).
 */
import type { ConversationKind } from '@rep/shared';
import type { Tx } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { ApiError } from '../http/errors';
import { blockedEitherWaySql } from '../policies/visibilitySql';
import { displayNameOf } from '../views/profile';

/** A conversation row as commands read it (locked for the transaction). */
export interface LockedConversation {
  id: string;
  kind: ConversationKind;
  epoch: number;
  rekeyRequired: boolean;
  /** The current members' account ids. */
  members: string[];
}

/**
 * $1 conversation: the conversation, locked until the transaction ends (sends, re-keys and membership changes
 * of one conversation run one at a time), with its current members.
 */
const lockStatement = statement<Omit<LockedConversation, 'members'>>(
  'chat_lock_conversation',
  `select id, kind, epoch, rekey_required as "rekeyRequired" from conversations where id = $1 for update`,
);
const currentMembersStatement = statement<{ accountId: string }>(
  'chat_current_members',
  `select account_id as "accountId" from conversation_members
   where conversation_id = $1 and left_epoch is null order by created_at, account_id`,
);

/** Locks conversation `id` and reads its current members; undefined when it does not exist. */
export async function lockConversation(tx: Tx, id: string): Promise<LockedConversation | undefined> {
  const [row] = await runStatement(tx, lockStatement, [id]);
  if (!row) return undefined;
  const members = await runStatement(tx, currentMembersStatement, [id]);
  return { ...row, members: members.map((member) => member.accountId) };
}

/**
 * Locks a conversation `accountId` is a current member of.
 * @throws ApiError ConversationNotFound (404), NotConversationMember (403: never was, or left)
 */
export async function requireCurrentMember(
  tx: Tx,
  conversationId: string,
  accountId: string,
): Promise<LockedConversation> {
  const conversation = await lockConversation(tx, conversationId);
  if (!conversation) throw new ApiError('ConversationNotFound');
  if (!conversation.members.includes(accountId)) throw new ApiError('NotConversationMember');
  return conversation;
}

/** $1 caller, $2 accounts: each account's status, name, whether it has chat keys, and blocks with the caller. */
const partnersStatement = statement<{
  id: string;
  status: string;
  about: { firstName: string; lastName: string };
  hasKeys: boolean;
  blocked: boolean;
}>(
  'chat_partners',
  `select a.id, a.status, a.about,
     exists (select 1 from chat_identities k where k.account_id = a.id) as "hasKeys",
     ${blockedEitherWaySql('a.id', '$1::text')} as blocked
   from accounts a where a.id = any($2::text[])`,
);

/**
 * Checks accounts the caller puts in a conversation (create, add-members): each is active, has published
 * chat keys, and is not blocked either way with the caller.
 * @throws ApiError AccountNotFound (404), ChatKeysMissing (409, '<First Last> has not set up chat yet'),
 *   ChatBlocked (403)
 */
export async function requireChatPartners(tx: Tx, callerId: string, accountIds: readonly string[]) {
  const rows = new Map(
    (await runStatement(tx, partnersStatement, [callerId, [...accountIds]])).map((row) => [row.id, row]),
  );
  for (const id of accountIds) {
    if (rows.get(id)?.status !== 'Active') throw new ApiError('AccountNotFound');
  }
  for (const id of accountIds) {
    const row = rows.get(id);
    if (row && !row.hasKeys) {
      throw new ApiError('ChatKeysMissing', `${displayNameOf(row.about)} has not set up chat yet`);
    }
  }
  if (accountIds.some((id) => rows.get(id)?.blocked)) throw new ApiError('ChatBlocked');
}

/**
 * Checks that a key distribution names exactly `memberIds` (each once: the schema checks that).
 * @throws ApiError BadRequest naming `keys`
 */
export function requireKeysFor(keys: readonly { userId: string }[], memberIds: readonly string[]): void {
  const named = new Set(keys.map((key) => key.userId));
  if (named.size !== memberIds.length || memberIds.some((id) => !named.has(id))) {
    throw new ApiError('BadRequest', 'keys: must hold one sealed key for each member, and none for others');
  }
}

/** Stores an epoch's sealed keys, sealed by `sealedBy`. */
export async function storeKeys(
  tx: Tx,
  conversationId: string,
  epoch: number,
  keys: readonly { userId: string; sealedKey: string }[],
  sealedBy: string,
): Promise<void> {
  await runStatement(tx, storeKeysStatement, [
    conversationId,
    epoch,
    keys.map((key) => key.userId),
    keys.map((key) => key.sealedKey),
    sealedBy,
  ]);
}

const storeKeysStatement = statement(
  'chat_store_keys',
  `insert into conversation_keys (conversation_id, epoch, account_id, sealed_key, sealed_by)
   select $1, $2, k.account_id, k.sealed_key, $5
   from unnest($3::text[], $4::text[]) as k(account_id, sealed_key)`,
);
