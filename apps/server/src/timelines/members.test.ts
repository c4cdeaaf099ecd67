/** Timeline members and scores: the encoding Redis stores and orders by. */
import { POST_TYPES } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { newPostId } from '../ids';
import { decodeMember, encodeMember, timelineScore, typeCode } from './members';

describe('timeline members', () => {
  it('should decode every post type and the community from a member', () => {
    for (const postType of POST_TYPES) {
      const postId = newPostId('GalaFriends');
      expect(decodeMember(encodeMember(postId, postType))).toEqual({
        postId,
        communityId: 'GalaFriends',
        postType,
      });
    }
    expect(new Set(POST_TYPES.map(typeCode)).size).toBe(POST_TYPES.length);
  });

  it('should refuse a member without a type letter', () => {
    expect(() => decodeMember('Rep_abcZ')).toThrow(/Not a timeline member/);
  });

  it('should order members of equal score as SQL orders ids (bytes, descending)', () => {
    const ids = ['Rep_B0000000000000000000', 'Rep_a0000000000000000000', 'Home_z000000000000000000'];
    const members = ids.map((id, k) => encodeMember(id, POST_TYPES[k] ?? 'Standard'));
    expect([...members].sort().map((member) => decodeMember(member).postId)).toEqual([...ids].sort());
  });
});

describe('timeline scores', () => {
  it('should keep the microseconds of a PostgreSQL time', () => {
    const base = Date.parse('2026-11-24T00:43:00Z') * 1000;
    expect(timelineScore('2026-11-24T00:43:00.123456Z')).toBe(base + 123_456);
    expect(timelineScore('2026-11-24T00:43:00.000001Z') - timelineScore('2026-11-24T00:43:00Z')).toBe(1);
    expect(timelineScore('2026-11-24T00:43:00.12Z')).toBe(base + 120_000);
    expect(timelineScore('2026-11-24T02:43:00.5+02:00')).toBe(base + 500_000);
  });

  it('should refuse a text that is not a time', () => {
    expect(() => timelineScore('yesterday')).toThrow(/Not an ISO 8601 time/);
  });
});
