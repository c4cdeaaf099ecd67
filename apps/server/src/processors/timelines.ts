/**
 * The 'following' timelines' processor (Mastodon's FanOutOnWriteService, MergeWorker, UnmergeWorker and
 * RemoveStatusService on Redis sorted sets, timelines/): a new post goes into its author's followers'
 * timelines in chunks of {@link FANOUT_CHUNK} followers, one job each, and a deleted one comes out of them
 * the same way (hydration drops it meanwhile); a follow merges the followee's posts in; an unfollow or a
 * block takes them out (both ways for a block). Banned authors' posts are dropped at hydration. Every step
 * is idempotent: timelines are sorted sets.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { PostCreated, PostDeleted } from '../events/types';
import type { JobQueue } from '../jobs/queue';
import { followersPage } from '../timelines/rows';
import { deliverPost, mergeAuthor, removePost, unmergeAuthor } from '../timelines/write';
import { defineProcessor, type Processor } from './processor';

/** Followers written per fan-out job. */
export const FANOUT_CHUNK = 1000;

/** The fan-out chunk queue. */
export const FANOUT_QUEUE = 'timelines-fanout';

/** A fan-out chunk: the post created or deleted, and the follower id the chunk starts after ('' for the first). */
interface FanoutChunk {
  post: PostCreated | PostDeleted;
  after: string;
}

/** What the timelines processor uses. */
interface Deps {
  db: Db;
  redis: Redis;
  /** Redis key prefix (REDIS_PREFIX). */
  prefix: string;
}

/**
 * Delivers the post to (or, deleted, removes it from) one chunk of followers and sends the next chunk as its
 * own job (so a large account's fan-out is many short, separately retried jobs). The author's own timeline
 * comes first.
 */
async function fanOut(deps: Deps, { post, after }: FanoutChunk, jobs: JobQueue): Promise<void> {
  const followers = await followersPage(deps.db, post.authorId, after || null, FANOUT_CHUNK);
  const viewers = after ? followers : [post.authorId, ...followers];
  const last = followers.at(-1);
  if (followers.length === FANOUT_CHUNK && last) {
    await jobs.send([
      {
        queue: FANOUT_QUEUE,
        data: { post, after: last },
        singletonKey: `${post.type}:${post.postId}:${last}`,
      },
    ]);
    jobs.wake([FANOUT_QUEUE]);
  }
  if (post.type === 'PostDeleted') {
    await removePost(deps.redis, deps.prefix, post.postId, viewers);
    return;
  }
  const timelinePost = { id: post.postId, postType: post.postType, createdAt: post.createdAt };
  await deliverPost(deps.redis, deps.prefix, timelinePost, viewers);
}

/** The timelines processor (only with Redis: without it the 'following' feed is the SQL skeleton). */
export function timelinesProcessor(deps: Deps): Processor {
  const { db, redis, prefix } = deps;
  return defineProcessor({
    name: 'timelines',
    events: ['PostCreated', 'PostDeleted', 'Followed', 'Unfollowed', 'Blocked'],
    handle: async (event, jobs) => {
      switch (event.type) {
        case 'PostCreated':
        case 'PostDeleted':
          return fanOut(deps, { post: event, after: '' }, jobs);
        case 'Followed':
          await mergeAuthor(db, redis, prefix, event.followerId, event.followeeId);
          return;
        case 'Unfollowed':
          await unmergeAuthor(db, redis, prefix, event.followerId, event.followeeId);
          return;
        case 'Blocked':
          await unmergeAuthor(db, redis, prefix, event.blockerId, event.blockedId);
          await unmergeAuthor(db, redis, prefix, event.blockedId, event.blockerId);
          return;
      }
    },
    tasks: [
      { queue: FANOUT_QUEUE, run: (chunk: FanoutChunk, jobs) => fanOut(deps, chunk, jobs), workers: 2 },
    ],
  });
}
