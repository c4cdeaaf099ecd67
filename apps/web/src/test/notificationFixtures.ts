import { emptyMetadata, type Notification, type UserProfile } from '@rep/shared';
import type { NotificationPage } from '../state/queries/notificationCache';

/** A notification with sensible defaults: Ada liked the viewer's post `Rep_post1`, unread. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    notificationId: '1',
    topic: 'LikePost',
    community: 'Rep',
    senderId: 'client|ada',
    message: 'Ada Lovelace liked your post',
    metadata: { postType: 'Standard', postId: 'Rep_post1' },
    createdAt: '2026-11-24T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

/** A `/notification/list` page of `notifications` with the senders' `profiles`. */
export function makeNotificationPage(
  notifications: Notification[],
  profiles: UserProfile[] = [],
): NotificationPage {
  return {
    success: true,
    data: notifications,
    metadata: {
      ...emptyMetadata(),
      fetchedRecordsCount: notifications.length,
      userProfiles: Object.fromEntries(profiles.map((profile) => [profile.id, profile])),
    },
  };
}
