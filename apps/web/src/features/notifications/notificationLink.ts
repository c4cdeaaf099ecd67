import type { NotificationTopic } from '@rep/shared';
import { paths } from '../../app/paths';
import type { NotificationGroup } from './groupNotifications';

/** Topics about one of the viewer's own posts (the post's author is the viewer, not the sender). */
const ABOUT_OWN_POST: readonly NotificationTopic[] = ['LikePost', 'RepostPost'];

/**
 * Where a row leads: a follow to the follower's profile (several follows: the viewer's followers); a like or
 * ReRep to the viewer's post; a reply, quote, mention, new post or poll end to the post that notified
 * (`metadata.postId`, written by the sender). Undefined when there is nothing to open (chat, a missing post).
 */
export function notificationLink(
  group: NotificationGroup,
  viewer: string,
  prefix: string,
): string | undefined {
  const [latest] = group.notifications;
  if (!latest) return undefined;
  if (group.topic === 'Follow') {
    return group.senderIds.length > 1
      ? paths.accountFollows(prefix, viewer, 'followers')
      : paths.account(prefix, latest.senderId);
  }
  const { postId, postType } = latest.metadata;
  if (!postId || group.topic === 'Chat') return undefined;
  const author = ABOUT_OWN_POST.includes(group.topic) ? viewer : latest.senderId;
  return paths.threadAt(latest.community, author, postId, postType ?? 'Standard');
}
