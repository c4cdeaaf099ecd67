import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { ChangeLog } from './changeLog';

/** The Redis channel the server processes share changes on. */
export const CHANGES_CHANNEL = 'rep:changes';

/** A change message: the sending process and the keys it recorded. */
const messageSchema = z.object({ from: z.string(), keys: z.array(z.string()) });
type Message = z.infer<typeof messageSchema>;

/**
 * Shares a change log with the other server processes through Redis pub/sub: changes recorded here are
 * published, changes published by the others are recorded here. Delivery takes about a round trip; while
 * Redis is unreachable, other processes' caches miss changes until their entries expire (READ_CACHE_TTL_SEC).
 * The subscriber connection closes with `redis`.
 * @param channel the channel (tests use their own)
 */
export function linkPeers(changes: ChangeLog, redis: Redis, channel = CHANGES_CHANNEL): void {
  const self = randomUUID();
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', (error) => console.warn(`redis change feed: ${error.message}`));
  subscriber.subscribe(channel).catch((error: Error) => console.warn(`redis change feed: ${error.message}`));
  subscriber.on('message', (_channel, text: string) => {
    // Anything else on the channel is ignored: a listener that threw here would take the process down.
    let message: Message;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      console.warn('redis change feed: ignored a malformed message');
      return;
    }
    if (message.from !== self) changes.record(message.keys, true);
  });
  changes.onRecord((keys, fromPeer) => {
    if (fromPeer) return;
    const message: Message = { from: self, keys: [...keys] };
    redis
      .publish(channel, JSON.stringify(message))
      .catch((error: Error) => console.warn(`redis change feed: ${error.message}`));
  });
  redis.once('end', () => subscriber.disconnect());
}
