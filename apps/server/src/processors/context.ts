import type { Redis } from 'ioredis';
import type { PushSender } from '../adapters/push/types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/types';

/**
 * What processors may use: the database, the configuration, the Redis client (null without REDIS_URL), the
 * realtime gateway (null in a process that serves no sockets) and the web push sender.
 */
export interface ProcessorContext {
  db: Db;
  config: Config;
  redis: Redis | null;
  realtime: Realtime | null;
  push: PushSender | null;
}
