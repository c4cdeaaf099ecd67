import type { Redis } from 'ioredis';
import { TokenCache } from './auth/tokenCache';
import type { Config } from './config';
import type { Db } from './db/client';
import { createRateLimits, type RateLimits } from './http/rateLimit';
import type { Secrets } from './secrets';

/**
 * What every handler and command may use: the database, the configuration, the secrets, the limiters,
 * Redis when one is configured, and the verified-token cache (the only per-process cache: docs/DECISIONS.md
 * "Read caches").
 */
export interface AppContext {
  db: Db;
  config: Config;
  secrets: Secrets;
  rateLimits: RateLimits | null;
  /** The shared Redis client (REDIS_URL); null on the embedded default. */
  redis: Redis | null;
  /** Verified access tokens → account id, until they expire. */
  tokens: TokenCache;
}

/** Builds the context. With a Redis client, limiters keep their counters in Redis. */
export function createAppContext(opts: {
  db: Db;
  config: Config;
  secrets: Secrets;
  redis?: Redis;
}): AppContext {
  return {
    db: opts.db,
    config: opts.config,
    secrets: opts.secrets,
    rateLimits: createRateLimits(opts.config, opts.redis),
    redis: opts.redis ?? null,
    tokens: new TokenCache(),
  };
}
