/**
 * Re-authentication: when a socket's access token expires the server closes its transport, and the
 * client, whose `auth` reads its current token, reconnects with the fresh one and recovers its session.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens';
import { labels, sampleMessage } from '../chat/testing';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import {
  type ClientSocket,
  closeSockets,
  collect,
  next,
  openSocket,
  signTestToken,
  until,
} from './testClient';

let t: TestApp;
let url: string;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
  ada = await t.signUp('Ada');
});
afterEach(closeSockets);
afterAll(() => t?.close());

/** A token of Ada's that expires in about 2 s (`exp` counts whole seconds, so 1–2 s). */
const shortToken = () => signTestToken(t.ctx.secrets.jwtSecret, ada.accountId, { ttlMs: 2_000 });

it('should close the transport when the token expires and recover with the fresh token', async () => {
  let token = shortToken();
  const socket: ClientSocket = await openSocket(url, { auth: (send) => send({ token }) });
  const inbox = collect(socket, 'message');
  // Socket.IO recovers from the offset of the last event the client received: it needs one.
  t.realtime.toAccount(ada.accountId, 'message', sampleMessage('before'));
  await until(() => inbox.length === 1);
  const disconnected = next(socket, 'disconnect');
  // The web app refreshes its session meanwhile; the client reads the new token when it reconnects.
  token = signAccessToken(t.ctx.secrets.jwtSecret, ada.accountId);
  expect(await disconnected).toBe('transport close');
  t.realtime.toAccount(ada.accountId, 'message', sampleMessage('sent while away'));
  await next(socket, 'connect');
  expect(socket.recovered).toBe(true);
  await until(() => inbox.length === 2);
  expect(labels(inbox)).toEqual(['before', 'sent while away']);
}, 10_000);

it('should refuse the reconnection while the client still holds the expired token', async () => {
  const token = shortToken();
  const socket = await openSocket(url, { auth: (send) => send({ token }) });
  const refused = new Promise((resolve) => socket.once('connect_error', resolve));
  expect(await next(socket, 'disconnect')).toBe('transport close');
  expect(await refused).toMatchObject({ message: 'Unauthorized', data: { code: 'Unauthorized' } });
  // Socket.IO does not retry after a refusal: the web app refreshes its session, then calls connect().
  expect(socket.active).toBe(false);
}, 10_000);
