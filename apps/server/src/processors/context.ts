import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What processors may use: the database, the configuration, and the Redis client (null without REDIS_URL). */
export interface ProcessorContext {
  db: Db;
  config: Config;
  redis: Redis | null;
}
