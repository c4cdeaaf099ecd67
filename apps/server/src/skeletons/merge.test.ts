import type { PostType } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import type { RankedList, RankedPost } from '../cache/authorTimelines';
import { mergeFollowing, mergeForYou } from './merge';

const post = (
  id: string,
  rank: number,
  authorId = 'a',
  communityId = 'Rep',
  postType: PostType = 'Standard',
) => ({ id, authorId, rank, communityId, postType }) satisfies RankedPost;
const list = (complete: boolean, ...posts: RankedPost[]): RankedList => ({ posts, complete });
const page = (offset: number, limit: number) => ({ offset, limit });

describe('mergeFollowing', () => {
  it('should merge complete lists newest first, ties on id descending, and filter', () => {
    const lists = [
      list(true, post('p5', 50), post('p3', 30, 'a', 'Home')),
      list(true, post('p6', 50, 'b'), post('p1', 10, 'b', 'Rep', 'Question')),
    ];
    expect(mergeFollowing(lists, {}, page(0, 10))).toEqual(['p6', 'p5', 'p3', 'p1']);
    expect(mergeFollowing(lists, { communities: ['Rep'] }, page(1, 10))).toEqual(['p5', 'p1']);
    expect(mergeFollowing(lists, { types: ['Question'] }, page(0, 10))).toEqual(['p1']);
  });

  it('should answer only pages no older than the last post of every truncated list', () => {
    // b holds only its two newest posts: anything older than 40 may be missing from it.
    const lists = [
      list(true, post('a9', 90), post('a2', 20)),
      list(false, post('b7', 70, 'b'), post('b4', 40, 'b')),
    ];
    expect(mergeFollowing(lists, {}, page(0, 3))).toEqual(['a9', 'b7', 'b4']);
    expect(mergeFollowing(lists, {}, page(1, 3))).toBeNull();
    expect(mergeFollowing(lists, { types: ['Question'] }, page(0, 1))).toBeNull();
  });

  it('should take the newest of the truncated lists’ last posts as the floor', () => {
    // a may miss posts older than 20, b posts older than 50: only posts from 50 up are certain.
    const lists = [
      list(false, post('a9', 90), post('a2', 20)),
      list(false, post('b7', 70, 'b'), post('b5', 50, 'b')),
    ];
    expect(mergeFollowing(lists, {}, page(0, 3))).toEqual(['a9', 'b7', 'b5']);
    expect(mergeFollowing(lists, {}, page(0, 4))).toBeNull();
  });
});

describe('mergeForYou', () => {
  it('should lift followed posts by the boost, keep the higher rank of a post in both lists and drop blocked authors', () => {
    const hot = list(true, post('s', 5, 'stranger'), post('f', 4.5, 'friend'), post('x', 4, 'blocked'));
    const followed = [list(true, post('f', 4.5, 'friend'), post('g', 3.8, 'friend'))];
    expect(mergeForYou(hot, followed, new Set(['blocked']), 1, {}, page(0, 10))).toEqual(['f', 's', 'g']);
    expect(mergeForYou(hot, [], new Set(), 1, {}, page(0, 10))).toEqual(['s', 'f', 'x']);
  });

  it('should rank equal scores by id descending', () => {
    const hot = list(true, post('b', 1, 'x'), post('c', 1, 'y'), post('a', 1, 'z'));
    expect(mergeForYou(hot, [], new Set(), 1, {}, page(0, 3))).toEqual(['c', 'b', 'a']);
  });

  it('should answer only ranks strictly above every truncated list’s last rank', () => {
    const hot = list(false, post('h1', 9, 's'), post('h2', 8, 's'), post('h3', 7, 's'));
    // The followed list is cut at 6.5 (+1 boost = 7.5): a missing followed post could rank up to 7.5.
    const followed = [list(false, post('f1', 7, 'f'), post('f2', 6.5, 'f'))];
    // f1 ranks 7 + 1 = 8 and ties h2: the higher id goes first. f2 (7.5) is not above the floor.
    expect(mergeForYou(hot, followed, new Set(), 1, {}, page(0, 2))).toEqual(['h1', 'h2']);
    expect(mergeForYou(hot, followed, new Set(), 1, {}, page(0, 3))).toEqual(['h1', 'h2', 'f1']);
    expect(mergeForYou(hot, followed, new Set(), 1, {}, page(0, 4))).toBeNull();
    // A blocked author's posts leave fewer certain posts.
    expect(mergeForYou(hot, followed, new Set(['s']), 1, {}, page(0, 2))).toBeNull();
  });
});
