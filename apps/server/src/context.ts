import type { Redis } from 'ioredis';
import { ChangeLog, changeKeys } from './cache/changeLog';
import { linkPeers } from './cache/peers';
import { ResponseCache } from './cache/responseCache';
import { RowCache } from './cache/rowCache';
import { ViewerCache } from './cache/viewerCache';
import type { Config } from './config';
import type { Db } from './db/client';
import { createRateLimits, type RateLimits } from './http/rateLimit';
import { sharedPostSize } from './hydration/posts';
import { accountRowSize } from './hydration/profiles';
import type { SharedRows } from './hydration/source';
import type { Secrets } from './secrets';
import { FeedMemory } from './skeletons/memoryFeeds';

/**
 * What every handler and command may use: the database, the configuration, the secrets, the limiters, and
 * the read caches with the change log that keeps them correct.
 */
export interface AppContext {
  db: Db;
  config: Config;
  secrets: Secrets;
  rateLimits: RateLimits | null;
  /** Writes record what they changed here; the caches check it. */
  changes: ChangeLog;
  /** Serialised post lists per viewer; null when READ_CACHE=off. */
  responses: ResponseCache | null;
  /** Signed-in callers' role, status and state (relations, likes…); null when READ_CACHE=off. */
  viewers: ViewerCache | null;
  /** Post and profile rows shared by every viewer's hydration; null when READ_CACHE=off. */
  rows: SharedRows | null;
  /** The home feeds merged in memory from author timelines; null when READ_CACHE=off. */
  feeds: FeedMemory | null;
}

/**
 * Builds the context. With a Redis client, limiters keep their counters in Redis and the change log is
 * shared with the other server processes.
 */
export function createAppContext(opts: {
  db: Db;
  config: Config;
  secrets: Secrets;
  redis?: Redis;
}): AppContext {
  const { config } = opts;
  const ttlMs = config.READ_CACHE_TTL_SEC * 1000;
  const changes = new ChangeLog(ttlMs);
  const cacheBytes = config.READ_CACHE_MB * 1024 * 1024;
  if (opts.redis) linkPeers(changes, opts.redis);
  return {
    db: opts.db,
    config,
    secrets: opts.secrets,
    rateLimits: createRateLimits(config, opts.redis),
    changes,
    responses: config.READ_CACHE
      ? new ResponseCache(changes, {
          maxBytes: cacheBytes,
          ttlMs,
          graceMs: config.READ_CACHE_GRACE_MS,
        })
      : null,
    viewers: config.READ_CACHE ? new ViewerCache(changes, ttlMs, cacheBytes / 4) : null,
    feeds: config.READ_CACHE
      ? new FeedMemory(changes, { maxBytes: cacheBytes, ttlMs, graceMs: config.READ_CACHE_GRACE_MS })
      : null,
    rows: config.READ_CACHE
      ? {
          posts: new RowCache(changes, {
            keyOf: changeKeys.post,
            maxBytes: cacheBytes,
            ttlMs,
            sizeOf: sharedPostSize,
          }),
          profiles: new RowCache(changes, {
            keyOf: changeKeys.account,
            maxBytes: cacheBytes / 4,
            ttlMs,
            sizeOf: accountRowSize,
          }),
        }
      : null,
  };
}
