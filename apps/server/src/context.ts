import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import { createRateLimits, type RateLimits } from './http/rateLimit';
import type { Secrets } from './secrets';

/** What every handler and command may use: the database, the configuration, the secrets, the limiters. */
export interface AppContext {
  db: Db;
  config: Config;
  secrets: Secrets;
  rateLimits: RateLimits | null;
}

/** Builds the context; limiters keep their counters in Redis when a client is given. */
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
  };
}
