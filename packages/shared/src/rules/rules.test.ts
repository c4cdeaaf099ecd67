import { describe, expect, it } from 'vitest';
import { counterRing } from './counterRing';
import { isValidPollEnd, normalisePollDuration, pollDurationMs, pollResults, remainingText } from './poll';
import { canReference, replyTypeFor, typesRaising } from './postTypes';
import { extractHashtags, extractMentions, parseTime, readingTime, tokenizePostText } from './text';

describe('counterRing (SPEC §4)', () => {
  it('should be green above 20 left, yellow from 20 to 0, red when over', () => {
    expect(counterRing(491)).toMatchObject({ remaining: 21, color: 'green', label: null, over: false });
    expect(counterRing(492)).toMatchObject({ remaining: 20, color: 'yellow', label: '20' });
    expect(counterRing(512)).toMatchObject({ remaining: 0, color: 'yellow', over: false });
    expect(counterRing(513)).toMatchObject({ remaining: -1, color: 'red', over: true, showRing: true });
  });

  it('should hide the ring and show a plain negative number beyond -10', () => {
    expect(counterRing(522)).toMatchObject({ remaining: -10, showRing: true });
    expect(counterRing(523)).toMatchObject({ remaining: -11, showRing: false, label: '-11' });
  });
});

describe('poll rules (SPEC §5)', () => {
  it('should force hours and minutes to 0 at 7 days and a 5-minute minimum under an hour', () => {
    expect(normalisePollDuration({ days: 7, hours: 5, minutes: 30 })).toEqual({
      days: 7,
      hours: 0,
      minutes: 0,
    });
    expect(normalisePollDuration({ days: 0, hours: 0, minutes: 2 })).toEqual({
      days: 0,
      hours: 0,
      minutes: 5,
    });
    expect(normalisePollDuration({ days: 9, hours: 30, minutes: 99 })).toEqual({
      days: 7,
      hours: 0,
      minutes: 0,
    });
    expect(normalisePollDuration({ days: 0, hours: 1, minutes: 0 })).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
    });
    expect(pollDurationMs({ days: 1, hours: 2, minutes: 3 })).toBe(((24 + 2) * 60 + 3) * 60_000);
  });

  it('should accept ends from 5 minutes to 7 days ahead', () => {
    const now = 1_000_000;
    expect(isValidPollEnd(now + 5 * 60_000, now)).toBe(true);
    expect(isValidPollEnd(now + 2 * 60_000, now)).toBe(false);
    expect(isValidPollEnd(now + 7 * 86_400_000, now)).toBe(true);
    expect(isValidPollEnd(now + 8 * 86_400_000, now)).toBe(false);
  });

  it('should give whole percentages and every option with the top percentage as a winner', () => {
    expect(pollResults([1, 1, 1])).toEqual({ total: 3, percentages: [33, 33, 33], winners: [0, 1, 2] });
    expect(pollResults([3, 1])).toEqual({ total: 4, percentages: [75, 25], winners: [0] });
    expect(pollResults([0, 0])).toEqual({ total: 0, percentages: [0, 0], winners: [] });
  });

  it('should count down in days and hours, hours and minutes, or minutes, rounded up, then Final Results', () => {
    expect(remainingText(90_061_000, 0)).toBe('1d 1h left');
    expect(remainingText(3_660_000, 0)).toBe('1h 1m left');
    expect(remainingText(61_000, 0)).toBe('2m left');
    expect(remainingText(0, 0)).toBe('Final Results');
  });
});

describe('text rules', () => {
  it('should extract hashtags and mentions, lower-cased and unique', () => {
    expect(extractHashtags('Loving #Coffee and #coffee, not a#tag, #café!')).toEqual(['coffee', 'café']);
    expect(extractMentions('hi @Alice_1 and @bob, mail a@b.c, @al')).toEqual(['alice_1', 'bob']);
  });

  it('should split text into plain parts, hashtags and mentions', () => {
    expect(tokenizePostText('Go #rep with @ann_b!')).toEqual([
      { kind: 'text', text: 'Go ' },
      { kind: 'hashtag', text: '#rep', value: 'rep' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@ann_b', value: 'ann_b' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('should give reading time at 300 characters per minute (SPEC §9)', () => {
    expect(readingTime('x'.repeat(10))).toBe('1 min');
    expect(readingTime('x'.repeat(3000))).toBe('10 min');
    expect(readingTime('x'.repeat(300 * 120))).toBe('2 hours');
    expect(readingTime('x'.repeat(300 * 700))).toBe('10+ hours');
    expect(readingTime(undefined)).toBe('5 min');
  });

  it('should parse epoch ms and ISO 8601 times', () => {
    expect(parseTime(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(parseTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseTime('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(parseTime('soon')).toBeNaN();
  });
});

describe('post-type rules (SPEC §6)', () => {
  it('should say which types raise which counter', () => {
    expect(typesRaising('numComment').sort()).toEqual(
      ['Answer', 'AnswerComment', 'ArticleComment', 'LiveScheduleComment', 'OutThreadReply', 'Reply'].sort(),
    );
    expect(typesRaising('numQuote')).toEqual(['QuotePost']);
    expect(typesRaising('numRerep')).toEqual(['RePost']);
  });

  it('should offer ReRep and quote only where SPEC §6 allows, and reply with the right type', () => {
    expect(canReference('RePost', 'Question')).toBe(false);
    expect(canReference('RePost', 'Article')).toBe(false);
    expect(canReference('QuotePost', 'QuotePost')).toBe(false);
    expect(canReference('QuotePost', 'Answer')).toBe(false);
    expect(canReference('QuotePost', 'Standard')).toBe(true);
    expect(replyTypeFor('Question')).toBe('Answer');
    expect(replyTypeFor('Article')).toBe('ArticleComment');
    expect(replyTypeFor('Answer')).toBe('AnswerComment');
    expect(replyTypeFor('Standard')).toBe('Reply');
  });
});
