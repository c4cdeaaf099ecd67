import { messages, type PostType } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import {
  canQuote,
  canReply,
  canRerep,
  canShare,
  RESTRICTED_CONTENT,
  replyTypeFor,
  unavailableText,
} from './postRules';

const of = (type: PostType, isRereped = false) => ({ postType: { type }, isRereped });

describe('post controls (SPEC §6)', () => {
  it('offers ReRep only for non-question, non-article posts not yet re-reped', () => {
    expect(canRerep(of('Standard'))).toBe(true);
    expect(canRerep(of('Poll'))).toBe(true);
    expect(canRerep(of('QuotePost'))).toBe(true);
    expect(canRerep(of('Standard', true))).toBe(false);
    for (const type of ['Question', 'Article', 'RePost', 'Answer', 'ArticleComment'] as const) {
      expect(canRerep(of(type))).toBe(false);
    }
  });

  it('offers Quote except for quote posts and answers', () => {
    expect(canQuote(of('Standard'))).toBe(true);
    expect(canQuote(of('Question'))).toBe(true);
    expect(canQuote(of('Article'))).toBe(true);
    expect(canQuote(of('QuotePost'))).toBe(false);
    expect(canQuote(of('Answer'))).toBe(false);
  });

  it('gives comments on articles and answers no reply or share controls', () => {
    for (const type of ['ArticleComment', 'AnswerComment'] as const) {
      expect(canReply(of(type))).toBe(false);
      expect(canShare(of(type), false)).toBe(false);
      expect(canRerep(of(type))).toBe(false);
      expect(canQuote(of(type))).toBe(false);
    }
    expect(canReply(of('Answer'))).toBe(true);
  });

  it('hides share when embedded', () => {
    expect(canShare(of('Standard'), false)).toBe(true);
    expect(canShare(of('Standard'), true)).toBe(false);
  });

  it('picks the reply type from the parent', () => {
    expect(replyTypeFor('Question')).toBe('Answer');
    expect(replyTypeFor('Article')).toBe('ArticleComment');
    expect(replyTypeFor('Answer')).toBe('AnswerComment');
    expect(replyTypeFor('LiveSchedule')).toBe('LiveScheduleComment');
    expect(replyTypeFor('Standard')).toBe('Reply');
  });

  it('names the placeholder of deleted and blocked content', () => {
    const active = { isDeleted: false, status: 'Active' };
    expect(unavailableText(active, { status: 'Active' })).toBeNull();
    expect(unavailableText({ isDeleted: true, status: 'Deleted' })).toBe(messages.postNotExist);
    expect(unavailableText(active, { status: 'Blocks' })).toBe(messages.blockedContent);
    expect(unavailableText(active, { status: 'IsBlocked' })).toBe(RESTRICTED_CONTENT);
  });
});
