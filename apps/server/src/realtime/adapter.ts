import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis, RedisOptions } from 'ioredis';

/** How long {@link redisStreamsAdapter} waits for its Redis connections before the start goes on, in ms. */
const READY_TIMEOUT_MS = 2_000;

/** The cluster adapter of the gateway and how to stop it. */
export interface ClusterAdapter {
  /** Socket.IO's `adapter` option. */
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves when its connections are up, or after 2 s (Redis is down: the start goes on without it). */
  ready: Promise<void>;
  /** Closes its Redis connections (call after the namespace adapter is closed): pending writes are sent first. */
  close(): Promise<void>;
}

/**
 * Options of the adapter's connections, which differ from the shared client's (main.ts): commands wait in
 * the offline queue while Redis reconnects (with the shared client's `enableOfflineQueue: false` the
 * adapter's blocking XREAD loop would spin on instant failures), and fail after one reconnection attempt,
 * so an emit, which waits for its XADD before reaching this process's own sockets, is not held up long
 * while Redis is down.
 */
const ADAPTER_CLIENT: Partial<RedisOptions> = { enableOfflineQueue: true, maxRetriesPerRequest: 1 };

/**
 * The redis-streams adapter (docs/DECISIONS.md "Realtime"): every broadcast is appended to one stream,
 * `<REDIS_PREFIX>socket.io` (at most about 10,000 entries), which every process reads; a dropped socket's
 * session is kept under `<REDIS_PREFIX>sio:session:<pid>` for the recovery window, so the socket recovers
 * its missed events on any process. Needs Redis ≥ 6.2. Three connections per process, duplicated from
 * `redis`: one writes, one reads the stream (a blocking XREAD), one subscribes (requests such as
 * `fetchSockets` go over pub/sub channels named `<REDIS_PREFIX>socket.io#/#…`).
 */
export function redisStreamsAdapter(redis: Redis, prefix: string): ClusterAdapter {
  const clients: Redis[] = [];
  const writer = tolerant(redis.duplicate(ADAPTER_CLIENT));
  writer.on('error', () => {}); // the shared client logs Redis's errors; ioredis reconnects by itself
  clients.push(writer);
  // The adapter makes its reading and subscribing connections with `duplicate()`: keep them to close them.
  const duplicate = writer.duplicate.bind(writer);
  writer.duplicate = (override?: Partial<RedisOptions>) => {
    const client = tolerant(duplicate(override));
    clients.push(client);
    return client;
  };
  const adapter = createAdapter(writer, {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    // Every payload is JSON (notifications, messages): skip the binary scan of each broadcast.
    onlyPlaintext: true,
  });
  const ready = settledWithin(Promise.all(clients.map(readyOf)), READY_TIMEOUT_MS);
  return {
    adapter,
    ready,
    close: async () => {
      // The reader may be blocked in XREAD for up to 5 s: drop it and the subscriber at once, but let the
      // writer finish what it was sending (the sessions of the sockets that just closed).
      for (const client of clients) if (client !== writer) client.disconnect();
      await writer.quit().catch(() => writer.disconnect());
    },
  };
}

/**
 * Marks every reply of `client` as handled: the adapter leaves some of its commands' promises without a
 * handler (a dropped socket's session SET, pub/sub PUBLISH and SUBSCRIBE), so while Redis is down each would
 * be an unhandled rejection, which ends a Node process. Callers that await a reply still get its error.
 */
function tolerant(client: Redis): Redis {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.catch(() => {});
    return send(command, stream);
  };
  return client;
}

function readyOf(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

/** Resolves when `promise` settles (either way) or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
