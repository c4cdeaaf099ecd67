/**
 * The server and sockets of the realtime scenarios (bench/sockets.ts, bench/chat.ts): a fresh server child on
 * PostgreSQL + Redis (so the Socket.IO redis-streams adapter and connection state recovery run as in
 * production) with room for the sockets, access tokens signed with its JWT_SECRET, and one socket per account
 * connected with a progress line.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { deleteKeys } from './redisKeys';
import { type ServerChild, startServerChild, WRITE_SETTINGS } from './server';
import { connectFleet, type FleetConnect } from './socketFleet';
import { tokenSigner } from './viewers';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where a realtime scenario's server keeps its data. */
export interface RealtimeStore {
  /** The scenario's own database (its name contains `bench`). */
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX of the scenario's server; its keys are deleted before it starts. */
  redisPrefix: string;
}

/** A started server and the signer of its access tokens (account ids → tokens, in order). */
export interface RealtimeServer {
  server: ServerChild;
  sign: (accountIds: readonly string[]) => string[];
}

/**
 * Deletes the keys under the prefix and starts a server child with a JWT_SECRET of its own and
 * `MAX_CONNECTIONS` of `sockets` + 1,000 (the sockets, plus the writes' HTTP connections).
 * @throws Error when the server does not start
 */
export async function startRealtimeServer(
  store: RealtimeStore,
  redis: Redis,
  sockets: number,
): Promise<RealtimeServer> {
  const jwtSecret = randomBytes(48).toString('base64');
  await deleteKeys(redis, store.redisPrefix);
  const server = await startServerChild(repoRoot, {
    DATABASE_URL: store.databaseUrl,
    REDIS_URL: store.redisUrl,
    REDIS_PREFIX: store.redisPrefix,
    JWT_SECRET: jwtSecret,
    // Whatever the default, the scale needs its sockets, plus the writes' HTTP connections.
    MAX_CONNECTIONS: String(sockets + 1_000),
    ...WRITE_SETTINGS,
  });
  return { server, sign: tokenSigner(jwtSecret) };
}

/**
 * Connects one socket per token ({@link connectFleet}, handshakes of 20 s at most), logging progress every
 * tenth of them.
 */
export function connectLogged(
  serverUrl: string,
  tokens: readonly string[],
  concurrency: number,
  log: (line: string) => void,
): Promise<FleetConnect> {
  const n = tokens.length;
  let shown = 0;
  return connectFleet(serverUrl, tokens, concurrency, 20_000, (done) => {
    if (done - shown >= n / 10 || done === n) {
      shown = done;
      log(`  connected ${done.toLocaleString('en-US')} / ${n.toLocaleString('en-US')}`);
    }
  });
}

/** The Redis server's process id (from INFO), or null when it does not say. */
export async function redisPid(redis: Redis): Promise<number | null> {
  const id = /process_id:(\d+)/.exec(await redis.info('server'))?.[1];
  return id ? Number(id) : null;
}
