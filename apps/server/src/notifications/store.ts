import type { Notification, NotificationMetadata, NotificationTopic, PostType } from '@rep/shared';
import type { Executor } from '../db/client';
import type { notifications } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { activeAccountSql, blockedEitherWaySql } from '../policies/visibilitySql';

/** A stored notification row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Columns of a notification row as the statements below select them (camelCase, like Drizzle's rows). */
export const NOTIFICATION_COLUMNS = `n.id::text as "id", n.recipient_id as "recipientId", n.topic,
  n.community_id as "communityId", n.sender_id as "senderId", n.message, n.post_id as "postId",
  n.parent_post_id as "parentPostId", n.post_type as "postType", n.dedup_key as "dedupKey", n.read,
  n.created_at as "createdAt"`;

/** A row as the statements return it (the id as text: bigint). */
export type SelectedNotification = Omit<NotificationRow, 'id'> & { id: string };

/** What one notification to many recipients says: the same topic, sender, post and sentence for all. */
export interface NotificationDraft {
  topic: NotificationTopic;
  senderId: string;
  communityId: string;
  message: string;
  postId: string | null;
  parentPostId: string | null;
  postType: PostType | null;
  /** The thing notified about; one notification per recipient and key (SPEC: never twice for the same thing). */
  dedupKey: string;
  /** False for `PollEnd`, which also goes to the poll's author (not an action of theirs on themselves). */
  skipSender?: boolean;
}

/**
 * $1 recipients, $2 topic, $3 community, $4 sender, $5 message, $6 post, $7 parent post, $8 post type,
 * $9 dedup key, $10 skip the sender. Inserts one notification per recipient that is active, not the
 * sender (unless $10 is false), and not blocked either way with an active sender; a recipient already
 * notified of the key is skipped. Returns the inserted rows.
 */
const insertStatement = statement<SelectedNotification>(
  'insert_notifications',
  `insert into notifications as n
     (recipient_id, topic, community_id, sender_id, message, post_id, parent_post_id, post_type, dedup_key)
   select r.id, $2, $3, $4, $5, $6, $7, $8, $9
   from (select distinct unnest($1::text[]) as id) r
   join accounts ra on ra.id = r.id and ${activeAccountSql('ra')}
   join accounts sa on sa.id = $4::text and ${activeAccountSql('sa')}
   where (not $10::boolean or r.id <> $4::text)
     and not ${blockedEitherWaySql('r.id', '$4::text')}
   on conflict (recipient_id, dedup_key) do nothing
   returning ${NOTIFICATION_COLUMNS}`,
);

/**
 * Stores a notification for each of `recipients` under the rules of issue 14: never to the sender for
 * their own action, never between accounts blocked either way, never from or to a banned or deleted
 * account, never twice for the same key. Idempotent: a repeat inserts nothing.
 * @returns the notifications inserted now (empty on a repeat), to deliver
 */
export async function insertNotifications(
  db: Executor,
  recipients: readonly string[],
  draft: NotificationDraft,
): Promise<SelectedNotification[]> {
  if (recipients.length === 0) return [];
  return runStatement(db, insertStatement, [
    recipients,
    draft.topic,
    draft.communityId,
    draft.senderId,
    draft.message,
    draft.postId,
    draft.parentPostId,
    draft.postType,
    draft.dedupKey,
    draft.skipSender ?? true,
  ]);
}

/** Presents a stored notification in the shape of SPEC §3 (server side). Pure. */
export function presentNotification(row: SelectedNotification): Notification {
  const metadata: NotificationMetadata = {};
  if (row.postType) metadata.postType = row.postType;
  if (row.postId) metadata.postId = row.postId;
  if (row.parentPostId) metadata.parentPostId = row.parentPostId;
  return {
    notificationId: row.id,
    topic: row.topic,
    community: row.communityId,
    senderId: row.senderId,
    message: row.message,
    metadata,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.read,
  };
}
