/**
 * The bench server's Redis keys all start with its REDIS_PREFIX; the bench deletes them before and after a
 * run, so every run starts with no timeline and leaves nothing behind.
 */
import type { Redis } from 'ioredis';

/**
 * Deletes every key starting with `prefix` (SCAN, then UNLINK in batches). Answers how many it deleted.
 * @throws Error when the prefix is empty: that would delete the whole Redis
 */
export async function deleteKeys(redis: Redis, prefix: string): Promise<number> {
  if (!prefix) throw new Error('Refusing to delete Redis keys without a prefix');
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  let cursor = '0';
  let deleted = 0;
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = nextCursor;
    if (keys.length) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
