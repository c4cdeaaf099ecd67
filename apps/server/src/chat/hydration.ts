/**
 * Conversations as one viewer sees them, loaded in batches (DESIGN.md "Reads and writes"): a page of
 * conversations costs three statements, run together, whatever its size.
 */
import type { Conversation, SealedConversationKey } from '@rep/shared';
import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { type MemberRow, presentConversation, type ViewerConversationRow } from './present';

/** SQL: row `x` (a message or key) is of an epoch membership `m` may read: from `joined_epoch` up to `left_epoch`. */
export const readableEpochSql = (x: string, m: string) =>
  `${x}.epoch >= ${m}.joined_epoch and (${m}.left_epoch is null or ${x}.epoch < ${m}.left_epoch)`;

/** A row of {@link viewerConversationsStatement}: the latest message's fields flattened (null without one). */
type FlatRow = Omit<ViewerConversationRow, 'latest'> & {
  latestId: string | null;
  latestAccountId: string | null;
  latestEpoch: number | null;
  latestContent: string | null;
  latestCreatedAt: Date | string | null;
};

/**
 * $1 viewer, $2 conversation ids: the viewer's memberships of them with the conversation, the count of
 * messages it may read (the conversation's counter when it was a member from the start and still is) and
 * the newest of them (the index on (conversation_id, seq desc) finds it: epochs only grow with seq).
 */
const viewerConversationsStatement = statement<FlatRow>(
  'chat_viewer_conversations',
  `select c.id, c.kind, c.epoch, c.rekey_required as "rekeyRequired", c.created_by as "createdBy",
     c.created_at as "createdAt", m.left_epoch as "leftEpoch", m.unread_count as "unreadCount",
     case when m.joined_epoch = 0 and m.left_epoch is null then c.number_of_messages
       else (select count(*)::int from messages x where x.conversation_id = c.id and ${readableEpochSql('x', 'm')})
     end as "numberOfMessage",
     l.id as "latestId", l.account_id as "latestAccountId", l.epoch as "latestEpoch",
     l.content as "latestContent", l.created_at as "latestCreatedAt"
   from conversations c
   join conversation_members m on m.conversation_id = c.id and m.account_id = $1
   left join lateral (
     select x.id, x.account_id, x.epoch, x.content, x.created_at from messages x
     where x.conversation_id = c.id and ${readableEpochSql('x', 'm')}
     order by x.seq desc limit 1) l on true
   where c.id = any($2::text[])`,
);

/** $1 conversation ids: every membership of them, past and present, in joining order. */
const membersStatement = statement<MemberRow>(
  'chat_conversation_members',
  `select conversation_id as "conversationId", account_id as "accountId", left_epoch as "leftEpoch",
     read_at as "readAt"
   from conversation_members where conversation_id = any($1::text[]) order by created_at, account_id`,
);

/** $1 viewer, $2 conversation ids: the viewer's sealed keys of the epochs it may read, oldest first. */
const viewerKeysStatement = statement<SealedConversationKey & { conversationId: string }>(
  'chat_viewer_keys',
  `select k.conversation_id as "conversationId", k.epoch, k.sealed_key as "sealedKey", k.sealed_by as "sealedBy"
   from conversation_keys k
   join conversation_members m on m.conversation_id = k.conversation_id and m.account_id = k.account_id
   where k.account_id = $1 and k.conversation_id = any($2::text[]) and ${readableEpochSql('k', 'm')}
   order by k.conversation_id, k.epoch`,
);

/** Groups rows by their `conversationId`. */
function byConversation<T extends { conversationId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.conversationId, [...(groups.get(row.conversationId) ?? []), row]);
  return groups;
}

/** What {@link hydrateConversations} answers. */
export interface ConversationHydration {
  /** The conversations the viewer is or was a member of, in the order asked; others are left out. */
  conversations: Conversation[];
  /** Every account that is or was a member of them (for `metadata.userProfiles`). */
  memberIds: string[];
}

/**
 * Loads conversations by id as `viewerId` sees them (SPEC §3 "Conversation"): three statements, run together.
 * Ids the viewer never belonged to, and unknown ids, are left out.
 */
export async function hydrateConversations(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<ConversationHydration> {
  if (ids.length === 0) return { conversations: [], memberIds: [] };
  const unique = [...new Set(ids)];
  const [rows, members, keys] = await Promise.all([
    runStatement(db, viewerConversationsStatement, [viewerId, unique]),
    runStatement(db, membersStatement, [unique]),
    runStatement(db, viewerKeysStatement, [viewerId, unique]),
  ]);
  const membersOf = byConversation(members);
  const keysOf = byConversation(keys);
  const found = new Map(rows.map((row) => [row.id, row]));
  const conversations = unique.flatMap((id) => {
    const row = found.get(id);
    if (!row) return [];
    const { latestId, latestAccountId, latestEpoch, latestContent, latestCreatedAt, ...rest } = row;
    const latest =
      latestId === null || latestAccountId === null || latestContent === null || latestCreatedAt === null
        ? null
        : {
            conversationId: id,
            id: latestId,
            accountId: latestAccountId,
            epoch: latestEpoch ?? 0,
            content: latestContent,
            createdAt: latestCreatedAt,
          };
    const sealed = (keysOf.get(id) ?? []).map(({ epoch, sealedKey, sealedBy }) => ({
      epoch,
      sealedKey,
      sealedBy,
    }));
    return [presentConversation(viewerId, { ...rest, latest }, membersOf.get(id) ?? [], sealed)];
  });
  return { conversations, memberIds: [...new Set(members.map((member) => member.accountId))] };
}

/**
 * One conversation as `viewerId` sees it, read after a command committed.
 * @throws Error when the viewer has no membership of it (a command answered a conversation it is not in)
 */
export async function hydrateConversation(db: Executor, viewerId: string, id: string): Promise<Conversation> {
  const [conversation] = (await hydrateConversations(db, viewerId, [id])).conversations;
  if (!conversation) throw new Error(`conversation ${id} has no membership of ${viewerId}`);
  return conversation;
}
