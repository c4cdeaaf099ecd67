import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { makeNotification } from '../../test/notificationFixtures';
import { groupNotifications, groupSentence } from './groupNotifications';
import { notificationLink } from './notificationLink';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12, 0) - minutes * 60_000).toISOString();

const like = (id: string, senderId: string, minutesAgo: number, postId = 'Rep_post1') =>
  makeNotification({
    notificationId: id,
    senderId,
    createdAt: at(minutesAgo),
    metadata: { postType: 'Standard', postId },
  });

const profiles = Object.fromEntries(
  [
    ['client|ada', 'Ada Lovelace'],
    ['client|bob', 'Bob Tester'],
    ['client|cy', 'Cy Young'],
    ['client|di', 'Di Prince'],
    ['client|ed', 'Ed Wood'],
  ].map(([id, displayName]) => [id, makeProfile({ id, displayName })]),
);

describe('groupNotifications (Mastodon 4.3 grouping)', () => {
  it('merges likes of one post into one row named after the two newest senders and the others', () => {
    const groups = groupNotifications([
      like('9', 'client|ada', 1),
      like('8', 'client|bob', 2),
      like('7', 'client|cy', 3),
      like('6', 'client|di', 4),
      like('5', 'client|ed', 5),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.senderIds).toEqual(['client|ada', 'client|bob', 'client|cy', 'client|di', 'client|ed']);
    expect(groups[0]!.unreadIds).toEqual(['9', '8', '7', '6', '5']);
    expect(groupSentence(groups[0]!, profiles)).toBe('Ada Lovelace, Bob Tester and 3 others liked your post');
  });

  it('says "A and B" for two senders and "1 other" for three', () => {
    const two = groupNotifications([like('2', 'client|ada', 1), like('1', 'client|bob', 2)]);
    expect(groupSentence(two[0]!, profiles)).toBe('Ada Lovelace and Bob Tester liked your post');
    const three = groupNotifications([
      like('3', 'client|ada', 1),
      like('2', 'client|bob', 2),
      like('1', 'client|cy', 3),
    ]);
    expect(groupSentence(three[0]!, profiles)).toBe('Ada Lovelace, Bob Tester and 1 other liked your post');
  });

  it("keeps a single notification's own sentence, and names unknown senders 'Unknown'", () => {
    const [single] = groupNotifications([makeNotification({ message: 'Ada Lovelace liked your post' })]);
    expect(groupSentence(single!, {})).toBe('Ada Lovelace liked your post');
    const [pair] = groupNotifications([like('2', 'client|x', 1), like('1', 'client|bob', 2)]);
    expect(groupSentence(pair!, profiles)).toBe('Unknown and Bob Tester liked your post');
  });

  it('keeps likes of different posts, and other topics, apart; the group sits where its newest is', () => {
    const reply = makeNotification({
      notificationId: '3',
      topic: 'ReplyPost',
      senderId: 'client|cy',
      message: 'Cy Young replied to your post',
      createdAt: at(2),
      metadata: { postType: 'Reply', postId: 'Rep_reply', parentPostId: 'Rep_post1' },
    });
    const groups = groupNotifications([
      like('5', 'client|ada', 1),
      reply,
      like('2', 'client|bob', 3),
      like('1', 'client|cy', 4, 'Rep_other'),
    ]);
    expect(groups.map((group) => [group.topic, group.notifications.map((n) => n.notificationId)])).toEqual([
      ['LikePost', ['5', '2']],
      ['ReplyPost', ['3']],
      ['LikePost', ['1']],
    ]);
  });

  it('groups follows of the viewer and ReReps, never replies or mentions', () => {
    const follow = (id: string, senderId: string) =>
      makeNotification({
        notificationId: id,
        topic: 'Follow',
        senderId,
        metadata: {},
        createdAt: at(Number(id)),
      });
    const mention = (id: string, senderId: string) =>
      makeNotification({ notificationId: id, topic: 'Mention', senderId, createdAt: at(Number(id)) });
    const groups = groupNotifications([
      follow('1', 'client|ada'),
      follow('2', 'client|bob'),
      mention('3', 'client|cy'),
      mention('4', 'client|di'),
    ]);
    expect(groups.map((group) => group.notifications.length)).toEqual([2, 1, 1]);
    expect(groupSentence(groups[0]!, profiles)).toBe('Ada Lovelace and Bob Tester followed you');
  });

  it('starts a new group past the 12-hour span', () => {
    const groups = groupNotifications([like('2', 'client|ada', 0), like('1', 'client|bob', 13 * 60)]);
    expect(groups).toHaveLength(2);
  });

  it('counts a group unread while any of its notifications is', () => {
    const [group] = groupNotifications([
      { ...like('2', 'client|ada', 1), read: true },
      like('1', 'client|bob', 2),
    ]);
    expect(group!.unreadIds).toEqual(['1']);
  });
});

describe('notificationLink', () => {
  const viewer = 'client|me';

  it("opens the viewer's liked post, and a reply's own post by its sender", () => {
    const [likes] = groupNotifications([like('1', 'client|ada', 1)]);
    expect(notificationLink(likes!, viewer, 'rep')).toBe('/rep/post/account/client%7Cme/Rep_post1');
    const [reply] = groupNotifications([
      makeNotification({
        topic: 'ReplyPost',
        senderId: 'client|bob',
        community: 'GalaFriends',
        metadata: { postType: 'ArticleComment', postId: 'GalaFriends_c1', parentPostId: 'GalaFriends_a1' },
      }),
    ]);
    expect(notificationLink(reply!, viewer, 'rep')).toBe(
      '/gala-friends/post/account/client%7Cbob/GalaFriends_c1',
    );
  });

  it("opens a follower's profile, or the viewer's followers for a group of follows", () => {
    const follow = (id: string, senderId: string) =>
      makeNotification({ notificationId: id, topic: 'Follow', senderId, metadata: {} });
    const [one] = groupNotifications([follow('1', 'client|ada')]);
    expect(notificationLink(one!, viewer, 'rep')).toBe('/rep/account/client%7Cada');
    const [many] = groupNotifications([follow('2', 'client|bob'), follow('1', 'client|ada')]);
    expect(notificationLink(many!, viewer, 'rep')).toBe('/rep/account/client%7Cme/follow?page=followers');
  });

  it('has nothing to open for a chat message', () => {
    const [chat] = groupNotifications([makeNotification({ topic: 'Chat', metadata: {} })]);
    expect(notificationLink(chat!, viewer, 'rep')).toBeUndefined();
  });
});
