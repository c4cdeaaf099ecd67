/**
 * A Redis outage with REDIS_URL: the gateway keeps serving this process's sockets, and the adapter's
 * failing commands (the dropped socket's session SET, pub/sub requests) do not end the process with an
 * unhandled rejection (vitest fails a run that has one).
 */
import { createServer, type Server } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { labels, sampleMessage } from '../chat/testing';
import { freePort } from '../test/freePort';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { startRealtime } from './gateway';
import { closeSockets, collect, openSocket, until } from './testClient';
import type { Realtime } from './types';

let t: TestApp;
let ada: TestUser;
let server: Server;
let redis: Redis;
let realtime: Realtime;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('Ada');
  // Nothing listens on this port: every connection attempt is refused.
  redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  server = createServer();
  realtime = await startRealtime(server, { ...t.ctx, redis }, t.app.log);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(closeSockets);
afterAll(async () => {
  await realtime?.close();
  await new Promise((resolve) => server?.close(resolve));
  redis?.disconnect();
  await t?.close();
});

it('should keep delivering to its own sockets and survive a dropped socket while Redis is down', async () => {
  const socket = await openSocket(url, { auth: { token: ada.token }, reconnection: false });
  const inbox = collect(socket, 'message');
  realtime.toAccount(ada.accountId, 'message', sampleMessage('local'));
  // The local delivery waits for the stream write to fail: the offline-queued XADD fails at ioredis's next
  // reconnection attempt, up to 2 s apart after a while; a loaded machine took over 5 s in CI.
  await until(() => inbox.length === 1, 15_000);
  expect(await realtime.isOnline(ada.accountId)).toBe(true);
  // The server keeps the dropped socket's session: a SET that Redis never answers.
  socket.io.engine.close();
  await until(async () => !(await realtime.isOnline(ada.accountId)), 15_000);
  // Long enough for the queued commands to fail after their one reconnection attempt.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(labels(inbox)).toEqual(['local']);
}, 60_000);
