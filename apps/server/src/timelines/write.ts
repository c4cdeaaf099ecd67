/**
 * The write side of the 'following' timelines, called by the job processors: fan-out of a new post
 * (Mastodon's push_to_home), follow (merge_into_home) and unfollow or block (unmerge_from_home). Each is
 * idempotent and safe out of order: it changes only timelines that exist (a timeline is created by its
 * viewer's first read, filled from SQL), adds posts as sorted-set members (adding twice is adding once) and
 * keeps at most {@link TIMELINE_MAX} posts.
 */
import type { Redis } from 'ioredis';
import type { Executor } from '../db/client';
import { followingTimelineKey, TIMELINE_MAX } from './keys';
import { decodeMember, encodeMember, membersOfAnyType, type TimelinePost, timelineScore } from './members';
import { newestPostsOf, postsOfAuthorAmong } from './rows';
import { type TimelinePipeline, timelineRedis } from './scripts';

/**
 * Pushes one post into the timelines of `viewerIds` that exist, in one pipelined round trip (one EVALSHA per
 * timeline; callers send followers in chunks, e.g. 1,000 per job). Timelines past the maximum are trimmed.
 * @returns how many of the timelines exist (and now hold the post)
 */
export async function deliverPost(
  redis: Redis,
  prefix: string,
  post: TimelinePost,
  viewerIds: readonly string[],
): Promise<number> {
  if (viewerIds.length === 0) return 0;
  const score = timelineScore(post.createdAt);
  const member = encodeMember(post.id, post.postType);
  const pipeline = timelineRedis(redis).pipeline() as TimelinePipeline;
  for (const viewerId of viewerIds) {
    pipeline.repTimelineAdd(followingTimelineKey(prefix, viewerId), TIMELINE_MAX, 'post', score, member);
  }
  const results = (await pipeline.exec()) ?? [];
  let existing = 0;
  for (const [error, added] of results) {
    if (error) throw error;
    if (added !== -1) existing++;
  }
  return existing;
}

/**
 * Takes a post out of the timelines of `viewerIds` (a deleted post: Mastodon's unpush_from_home), in one
 * pipelined round trip; the post's type need not be known (the member of every type is removed). Optional:
 * the read pipeline drops deleted posts anyway, but a timeline full of them gives short pages.
 * @returns how many of the timelines held the post
 */
export async function removePost(
  redis: Redis,
  prefix: string,
  postId: string,
  viewerIds: readonly string[],
): Promise<number> {
  if (viewerIds.length === 0) return 0;
  const members = membersOfAnyType(postId);
  const pipeline = timelineRedis(redis).pipeline() as TimelinePipeline;
  for (const viewerId of viewerIds) {
    pipeline.repTimelineRemove(followingTimelineKey(prefix, viewerId), ...members);
  }
  let held = 0;
  for (const [error, removed] of (await pipeline.exec()) ?? []) {
    if (error) throw error;
    if (Number(removed) > 0) held++;
  }
  return held;
}

/**
 * Pushes the author's new post into the author's own timeline (if it exists), so the author reads it at
 * once; the API calls it after the commit and the fan-out job repeats it.
 * @returns whether the author's timeline exists
 */
export async function deliverToSelf(
  redis: Redis,
  prefix: string,
  post: TimelinePost,
  authorId: string,
): Promise<boolean> {
  return (await deliverPost(redis, prefix, post, [authorId])) === 1;
}

/**
 * Adds the author's newest active posts (at most {@link TIMELINE_MAX}, only those above the oldest post of a
 * truncated timeline) to the viewer's timeline, after the viewer followed the author. A timeline being
 * filled is deleted instead (the next read fills it with the follow).
 * @returns how many posts were added (some may have been trimmed at once), or -1 when the viewer has no timeline
 */
export async function mergeAuthor(
  db: Executor,
  redis: Redis,
  prefix: string,
  viewerId: string,
  authorId: string,
): Promise<number> {
  const key = followingTimelineKey(prefix, viewerId);
  if ((await redis.exists(key)) === 0) return -1;
  const posts = await newestPostsOf(db, authorId, TIMELINE_MAX);
  const source = posts.length >= TIMELINE_MAX ? 'more' : 'all';
  const pairs = posts.flatMap((post) => [post.score, post.member]);
  return Number(await timelineRedis(redis).repTimelineAdd(key, TIMELINE_MAX, source, ...pairs));
}

/**
 * Removes the author's posts from the viewer's timeline, after the viewer unfollowed or blocked the author
 * (or was blocked): the timeline's post ids are checked against the database (Mastodon's clear_from_home),
 * so every post of the author goes, whatever its status. A truncated timeline left empty, or one being
 * filled, is deleted (the next read fills it).
 * @returns how many posts were removed
 */
export async function unmergeAuthor(
  db: Executor,
  redis: Redis,
  prefix: string,
  viewerId: string,
  authorId: string,
): Promise<number> {
  const key = followingTimelineKey(prefix, viewerId);
  const members = await redis.zrange(key, 1, '-1'); // rank 0 is the sentinel (scripts.ts)
  const byId = new Map(members.map((member) => [decodeMember(member).postId, member]));
  const theirs = byId.size ? await postsOfAuthorAmong(db, authorId, [...byId.keys()]) : [];
  const gone = theirs.flatMap((id) => byId.get(id) ?? []);
  return Number(await timelineRedis(redis).repTimelineRemove(key, ...gone));
}
