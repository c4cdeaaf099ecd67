/**
 * The 'following' timeline read: the page from the viewer's Redis sorted set when it can vouch for it, else
 * the SQL skeleton (docs/DECISIONS.md "Timelines"). A viewer's first read fills the set from the skeleton.
 */
import type { Redis } from 'ioredis';
import type { Executor } from '../db/client';
import { followingSkeleton, followingSkeletonRows } from '../skeletons/feeds';
import type { Filter, Paging } from '../skeletons/filters';
import { FILL_TTL_SEC, followingTimelineKey, TIMELINE_MAX, TIMELINE_TTL_SEC } from './keys';
import { decodeMember, typeCode } from './members';
import { scored } from './rows';
import { type TimelineRedis, timelineRedis } from './scripts';

/** What the timeline functions use: the database, the Redis client (null: no timelines) and the key prefix. */
export interface TimelineDeps {
  db: Executor;
  redis: Redis | null;
  /** Redis key prefix (`REDIS_PREFIX`). */
  prefix: string;
}

/** The read script's answer: the page's members, or where to go instead. */
type ReadAnswer = { status: 'ok'; members: string[] } | { status: 'sql' } | { status: 'fill' };

async function readPage(
  redis: TimelineRedis,
  key: string,
  input: Filter & Paging,
  mayFill: boolean,
): Promise<ReadAnswer> {
  const types = (input.types ?? []).map(typeCode).join('');
  const reply = (await redis.repTimelineRead(
    key,
    input.offset,
    input.limit,
    TIMELINE_TTL_SEC,
    mayFill ? FILL_TTL_SEC : 0,
    types,
    ...(input.communities ?? []),
  )) as string[];
  const [status, ...members] = reply;
  return status === 'ok' ? { status, members } : { status: status as 'sql' | 'fill' };
}

/** Runs Redis calls; null when Redis fails (the SQL skeleton answers instead). */
async function unlessRedisFails<T>(calls: () => Promise<T>): Promise<T | null> {
  try {
    return await calls();
  } catch {
    return null;
  }
}

/**
 * The viewer's 'following' page: post ids newest first (`created_at desc, id desc`), the same ids as
 * `followingSkeleton` for the posts the timeline holds (deleted and hidden posts may still be in it: the read
 * pipeline drops them). One Redis round trip when the timeline exists and vouches for the page; the SQL
 * skeleton when it cannot (a page past its oldest post, a filter that runs out in a truncated timeline,
 * a timeline being filled), when there is no Redis, or when Redis fails.
 *
 * A viewer's first read marks the timeline `FILLING`, fills it with the skeleton's newest
 * {@link TIMELINE_MAX} posts (unfiltered; posts delivered meanwhile stay, they came after its snapshot) and
 * reads the page from it.
 */
export async function followingTimeline(
  deps: TimelineDeps,
  viewerId: string,
  input: Filter & Paging,
): Promise<string[]> {
  if (deps.redis) {
    const redis = timelineRedis(deps.redis);
    const key = followingTimelineKey(deps.prefix, viewerId);
    let answer = await unlessRedisFails(() => readPage(redis, key, input, true));
    if (answer?.status === 'fill') {
      const rows = (await followingSkeletonRows(deps.db, viewerId, TIMELINE_MAX)).map(scored);
      const truncated = rows.length >= TIMELINE_MAX ? 1 : 0;
      const pairs = rows.flatMap((row) => [row.score, row.member]);
      answer = await unlessRedisFails(async () => {
        await redis.repTimelineFill(key, TIMELINE_MAX, TIMELINE_TTL_SEC, truncated, ...pairs);
        return readPage(redis, key, input, false);
      });
    }
    if (answer?.status === 'ok') return answer.members.map((member) => decodeMember(member).postId);
  }
  return followingSkeleton(deps.db, viewerId, input);
}
