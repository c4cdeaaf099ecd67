/**
 * Integration-test harness: the real app on a real database of its own — PGlite in memory, or a fresh
 * PostgreSQL database (created from DATABASE_URL, dropped after) when TEST_DB=postgres — each a copy of the
 * run's migrated template (test/testDatabase.ts).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  authEndpoints,
  type Endpoint,
  type EndpointInput,
  endpointPath,
  type Role,
  type SessionPayload,
} from '@rep/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import type { PushSender } from '../adapters/push/types';
import { assembleServer } from '../assemble';
import { createAccount } from '../commands/createAccount';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { type Database, openPostgres, queryRows } from '../db/client';
import { accounts, identities } from '../db/schema';
import { newIdentityId } from '../ids';
import type { Realtime } from '../realtime/types';
import { loadSecrets } from '../secrets';
import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from './testDatabase';

/** A response as tests read it. */
export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary envelope fields
  body: any;
}

/** A signed-up test user. */
export interface TestUser extends SessionPayload {
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/**
 * A database of the test's own on the run's engine (PGlite, or PostgreSQL when TEST_DB=postgres), copied from
 * the run's template (test/globalSetup.ts); close it, then `drop` it.
 */
export function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') return openPgliteTestDatabase(inject('pgliteTemplate'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return openPostgresTestDatabase(adminUrl, inject('postgresTemplate'));
}

/** The app under test and helpers to call it. */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The app's realtime gateway (Socket.IO on `app.server`; sockets need {@link TestApp.listen}). */
  realtime: Realtime;
  /** Listens on a free port of 127.0.0.1 (once; later calls return the same) for socket and HTTP clients. */
  listen(): Promise<string>;
  /** Calls a contract endpoint with an optional bearer token. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, token?: string): Promise<TestResponse>;
  /** Sends a raw request (malformed bodies, wrong methods). */
  raw(opts: {
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  }): Promise<TestResponse>;
  /** Registers an identity and signs up an account; `role` is set directly in the database. */
  signUp(name?: string, role?: Role): Promise<TestUser>;
  /** The test database's PostgreSQL connection pools (undefined on PGlite), as `openPostgres` made them. */
  pools: Database['pools'];
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database for one test file.
 * @param env configuration overrides (e.g. POST_LIMIT_NON; REDIS_URL for Redis timelines and limiters)
 * @param opts.push the web push sender (default: web-push with the app's VAPID keys; tests of delivery pass
 *   one trusting test/fakePushService.ts)
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { push?: PushSender } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rep-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED: 'false',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    // Redis keys of this app only (deleted on close), when the test passes REDIS_URL.
    REDIS_PREFIX: `rep_test_${process.pid}_${counter++}:`,
    ...env,
  });
  // Redis only when the test asks for it (REDIS_URL in `env`), with the test's own key prefix.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  const server = await assembleServer({
    database,
    config,
    secrets: loadSecrets(dataDir),
    redis,
    app: { logger: true },
    push: opts.push,
  });
  const { app, ctx } = server;

  const call: TestApp['call'] = async (endpoint, input, token) => {
    const url = endpointPath(endpoint);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response =
      endpoint.method === 'GET'
        ? await app.inject({ method: 'GET', url, query: input as Record<string, string>, headers })
        : await app.inject({ method: endpoint.method, url, payload: input as object, headers });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };

  const raw: TestApp['raw'] = async ({ method, url, payload, headers }) => {
    const response = await app.inject({ method, url, payload, headers });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };

  const signUp: TestApp['signUp'] = async (name = `user${counter++}`, role) => {
    const email = `${name.toLowerCase()}${counter++}@example.test`;
    const password = 'Passw0rdPassw0rd';
    const registered = await call(authEndpoints.register, { email, password });
    const session = await call(authEndpoints.signUp, {
      userId: registered.body.data.userId,
      idToken: '',
      provider: 'password',
      payload: { email, password, firstName: name, lastName: 'Tester' },
    });
    if (session.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(session.body)}`);
    if (role && role !== 'Non') {
      await ctx.db.update(accounts).set({ role }).where(eq(accounts.id, session.body.data.accountId));
    }
    return { ...session.body.data, email, password, token: session.body.data.access };
  };

  return {
    app,
    ctx,
    realtime: server.realtime,
    listen: listenOnce(app),
    call,
    raw,
    signUp,
    pools: database.pools,
    close: async () => {
      await server.close();
      await database.close();
      if (redis) {
        const keys = await redis.keys(`${config.REDIS_PREFIX}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Process B of a two-process test: a second app on A's PostgreSQL database, with A's configuration and
 * secrets (tokens verify on both), and its own connection pools, token cache, Redis client, gateway and
 * job workers, as a second `main.ts` process would have; it shares nothing in memory with A.
 */
export type SecondProcess = Pick<TestApp, 'app' | 'ctx' | 'realtime' | 'listen' | 'call' | 'close'>;

/**
 * Starts {@link SecondProcess} B beside `a` (PostgreSQL only: PGlite is one process's embedded database).
 */
export async function startSecondProcess(a: TestApp): Promise<SecondProcess> {
  const [row] = await queryRows<{ name: string }>(a.ctx.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  const database = await openPostgres(url.toString(), 3);
  const { config, secrets } = a.ctx;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  const server = await assembleServer({ database, config, secrets, redis });
  const { app } = server;
  return {
    app,
    ctx: server.ctx,
    realtime: server.realtime,
    listen: listenOnce(app),
    call: async (endpoint, input, token) => {
      const response = await app.inject({
        method: endpoint.method,
        url: endpointPath(endpoint),
        payload: input as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, headers: response.headers, body: response.json() };
    },
    close: async () => {
      await server.close();
      await database.close();
      redis?.disconnect();
    },
  };
}

/** `listen()` of a {@link TestApp}: the app on a free port of 127.0.0.1, started on the first call. */
export function listenOnce(app: FastifyInstance): () => Promise<string> {
  let url: Promise<string> | undefined;
  return () => {
    url ??= app.listen({ port: 0, host: '127.0.0.1' });
    return url;
  };
}

/**
 * Creates an account directly (no password hashing), for tests that need many targets.
 * @returns the account id
 */
export async function quickAccount(t: TestApp, firstName = 'Quick', role: Role = 'Silver'): Promise<string> {
  const identityId = newIdentityId('test');
  await t.ctx.db.insert(identities).values({ id: identityId, provider: 'test' });
  const account = await createAccount(t.ctx.db, t.ctx.secrets.masterKey, {
    identityId,
    firstName,
    lastName: 'Account',
    role,
  });
  return account.id;
}
