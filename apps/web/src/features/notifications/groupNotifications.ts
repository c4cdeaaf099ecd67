import {
  GROUPED_TOPICS,
  messages,
  type Notification,
  type NotificationTopic,
  notificationSentence,
  type UserProfile,
} from '@rep/shared';

/** A group spans at most this many hours between its newest and oldest notification (Mastodon 4.3: 12). */
export const GROUP_SPAN_HOURS = 12;

/** One row of the notifications page: one notification, or several of one group, newest first. */
export interface NotificationGroup {
  /** A key for the row: its grouping (topic and post) and the id of the notification that opened it. */
  key: string;
  topic: NotificationTopic;
  /** The group's notifications, newest first; the first one places the row and gives its time. */
  notifications: Notification[];
  /** The senders, each once, newest first. */
  senderIds: string[];
  /** The ids of the group's unread notifications. */
  unreadIds: string[];
}

/** What groups notifications: a topic and a post for likes and ReReps, the topic for follows; null: no group. */
function groupingKey(notification: Notification): string | null {
  if (!GROUPED_TOPICS.includes(notification.topic)) return null;
  return `${notification.topic}:${notification.topic === 'Follow' ? '' : (notification.metadata.postId ?? '')}`;
}

const time = (notification: Notification) => new Date(notification.createdAt).getTime();

/**
 * Groups a newest-first list of notifications into rows the way Mastodon 4.3 does: likes of one post, ReReps
 * of one post and follows (shared `GROUPED_TOPICS`) merge into the row of their newest notification as long as the group spans at most
 * {@link GROUP_SPAN_HOURS} (other notifications may come between them); every other notification is a row
 * of its own. Pure; rows keep the order of their newest notification.
 */
export function groupNotifications(notifications: readonly Notification[]): NotificationGroup[] {
  const rows: NotificationGroup[] = [];
  const open = new Map<string, NotificationGroup>();
  for (const notification of notifications) {
    const key = groupingKey(notification);
    const group = key ? open.get(key) : undefined;
    const newest = group?.notifications[0];
    if (group && newest && time(newest) - time(notification) <= GROUP_SPAN_HOURS * 3_600_000) {
      group.notifications.push(notification);
      if (!group.senderIds.includes(notification.senderId)) group.senderIds.push(notification.senderId);
      if (!notification.read) group.unreadIds.push(notification.notificationId);
      continue;
    }
    const row: NotificationGroup = {
      key: `${key ?? notification.topic}:${notification.notificationId}`,
      topic: notification.topic,
      notifications: [notification],
      senderIds: [notification.senderId],
      unreadIds: notification.read ? [] : [notification.notificationId],
    };
    rows.push(row);
    if (key) open.set(key, row);
  }
  return rows;
}

/**
 * The sentence of a row: a single sender's own `message`; for a group, the first senders' names and how many
 * others (shared `notificationSentence`: 'Ada Lovelace, Bob Tester and 3 others liked your post'), names from
 * `profiles`.
 */
export function groupSentence(group: NotificationGroup, profiles: Record<string, UserProfile>): string {
  const [first] = group.notifications;
  if (group.senderIds.length < 2 || !first) return first?.message ?? '';
  const names = group.senderIds
    .slice(0, 2)
    .map((id) => profiles[id]?.displayName.trim() || messages.unknownUser);
  return notificationSentence(group.topic, names, group.senderIds.length);
}
