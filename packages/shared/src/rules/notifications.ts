import type { NotificationTopic } from '../entities';

/**
 * What the sender did, per topic: the end of a notification's sentence after the sender's name ('Ada
 * Lovelace liked your post'). `PollEnd` has no sender in its sentence (see {@link notificationSentence}).
 */
export const NOTIFICATION_VERBS: Record<NotificationTopic, string> = {
  LikePost: 'liked your post',
  ReplyPost: 'replied to your post',
  OutThreadReply: 'replied to your post and shared it to the feed',
  QuotePost: 'quoted your post',
  RepostPost: 'ReRepped your post',
  Follow: 'followed you',
  Mention: 'mentioned you in a post',
  MentionInReply: 'mentioned you in a reply',
  FollowingCreatePost: 'published a new post',
  PollEnd: 'A poll you voted in has ended',
  Chat: 'sent you a message',
};

/** The sentence of a poll's end for its author. */
export const OWN_POLL_ENDED = 'Your poll has ended';

/** Topics whose notifications about one post (or, for `Follow`, about the recipient) group into one row. */
export const GROUPED_TOPICS: readonly NotificationTopic[] = ['LikePost', 'RepostPost', 'Follow'];

/**
 * The sentence of a notification, or of a group of them (Mastodon 4.3's grouped notifications):
 * 'Ada Lovelace liked your post', 'Ada Lovelace and Bob Tester liked your post',
 * 'Ada Lovelace, Bob Tester and 3 others liked your post'.
 * @param names the display names of the first senders, newest first (at most two are named)
 * @param total how many senders the group holds (≥ names.length)
 */
export function notificationSentence(
  topic: NotificationTopic,
  names: readonly string[],
  total = names.length,
): string {
  if (topic === 'PollEnd') return NOTIFICATION_VERBS.PollEnd;
  const shown = names.slice(0, Math.min(2, total));
  const others = total - shown.length;
  const who =
    others > 0
      ? `${shown.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`
      : shown.length === 2
        ? `${shown[0]} and ${shown[1]}`
        : (shown[0] ?? 'Someone');
  return `${who} ${NOTIFICATION_VERBS[topic]}`;
}
