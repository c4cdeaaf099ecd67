import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notifications';

describe('notificationSentence (grouped notifications, Mastodon 4.3)', () => {
  it('should name one or two senders and count the others', () => {
    expect(notificationSentence('LikePost', ['Ada'])).toBe('Ada liked your post');
    expect(notificationSentence('LikePost', ['Ada', 'Bob'])).toBe('Ada and Bob liked your post');
    expect(notificationSentence('Follow', ['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob and 1 other followed you');
    expect(notificationSentence('RepostPost', ['Ada', 'Bob'], 5)).toBe(
      'Ada, Bob and 3 others ReRepped your post',
    );
  });

  it('should not name a sender when a poll ends', () => {
    expect(notificationSentence('PollEnd', ['Ada'])).toBe('A poll you voted in has ended');
  });
});
