/**
 * The realtime gateway on one process with the embedded (in-memory) adapter: who may connect, who gets an
 * account's events, and a socket that drops and comes back recovering what it missed, in order.
 */
import { DEFAULT_EXTENSION_ID } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { labels, sampleMessage } from '../chat/testing';
import { accounts } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { closeSockets, collect, next, openSocket, refusal, signTestToken, until } from './testClient';

let t: TestApp;
let url: string;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
  [ada, bob] = await Promise.all([t.signUp('Ada'), t.signUp('Bob')]);
});
afterEach(closeSockets);
afterAll(() => t?.close());

describe('the handshake', () => {
  it('should accept the access token in x-authorization, with or without "Bearer ", and in auth.token', async () => {
    const withBearer = await openSocket(url, { extraHeaders: { 'x-authorization': `Bearer ${ada.token}` } });
    const bare = await openSocket(url, { extraHeaders: { 'x-authorization': ada.token } });
    const fromAuth = await openSocket(url, { auth: { token: ada.token } });
    // Long polling first, then the upgrade: the header travels on both.
    const polling = await openSocket(url, {
      transports: ['polling', 'websocket'],
      extraHeaders: { 'x-authorization': ada.token },
    });
    for (const socket of [withBearer, bare, fromAuth, polling]) expect(socket.connected).toBe(true);
    expect(await t.realtime.isOnline(ada.accountId)).toBe(true);
  });

  it('should refuse no token, a forged token and an expired token as Unauthorized', async () => {
    const expired = signTestToken(t.ctx.secrets.jwtSecret, ada.accountId, {
      ttlMs: 60_000,
      issuedAt: Date.now() - 3_600_000,
    });
    const forged = `${ada.token.slice(0, -4)}AAAA`;
    for (const auth of [{}, { token: 'not-a-token' }, { token: forged }, { token: expired }]) {
      const error = await refusal(url, { auth });
      expect(error.message).toBe('Unauthorized');
      expect(error.data?.code).toBe('Unauthorized');
    }
  });

  it('should refuse a banned account as AccountBanned, and a deleted one as Unauthorized', async () => {
    const [banned, deleted] = await Promise.all([t.signUp('Banned'), t.signUp('Deleted')]);
    await t.ctx.db.update(accounts).set({ status: 'Banned' }).where(eq(accounts.id, banned.accountId));
    await t.ctx.db.update(accounts).set({ status: 'Deleted' }).where(eq(accounts.id, deleted.accountId));
    const bannedError = await refusal(url, { auth: { token: banned.token } });
    expect(bannedError).toMatchObject({ message: 'Unauthorized', data: { code: 'AccountBanned' } });
    const deletedError = await refusal(url, { auth: { token: deleted.token } });
    expect(deletedError).toMatchObject({ message: 'Unauthorized', data: { code: 'Unauthorized' } });
  });

  it('should refuse a browser of another site and accept one of this site', async () => {
    const polling = { transports: ['polling'], auth: { token: ada.token } };
    await expect(
      openSocket(url, { ...polling, extraHeaders: { origin: 'http://evil.example' } }),
    ).rejects.toThrow();
    const same = await openSocket(url, { ...polling, extraHeaders: { origin: url } });
    expect(same.connected).toBe(true);
  });

  it("should accept the Rep extension's pages and refuse another extension's (issue 17)", async () => {
    const polling = { transports: ['polling'], auth: { token: ada.token } };
    const extension = await openSocket(url, {
      ...polling,
      extraHeaders: { origin: `chrome-extension://${DEFAULT_EXTENSION_ID}` },
    });
    expect(extension.connected).toBe(true);
    await expect(
      openSocket(url, { ...polling, extraHeaders: { origin: `chrome-extension://${'a'.repeat(32)}` } }),
    ).rejects.toThrow();
  });
});

describe('toAccount', () => {
  it('should reach every socket of the account and no socket of another', async () => {
    const adaSockets = await Promise.all(
      [1, 2, 3].map(() => openSocket(url, { auth: { token: ada.token } })),
    );
    const bobSocket = await openSocket(url, { auth: { token: bob.token } });
    const adaInboxes = adaSockets.map((socket) => collect(socket, 'message'));
    const bobInbox = collect(bobSocket, 'message');
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage('for Ada'));
    t.realtime.toAccount(bob.accountId, 'message', sampleMessage('for Bob'));
    await until(() => adaInboxes.every((inbox) => inbox.length === 1) && bobInbox.length === 1);
    for (const inbox of adaInboxes) expect(labels(inbox)).toEqual(['for Ada']);
    expect(labels(bobInbox)).toEqual(['for Bob']);
  });

  it('should tell who is online', async () => {
    const socket = await openSocket(url, { auth: { token: bob.token } });
    expect(await t.realtime.isOnline(bob.accountId)).toBe(true);
    socket.close();
    await until(async () => !(await t.realtime.isOnline(bob.accountId)));
    expect(await t.realtime.isOnline('client|nobody')).toBe(false);
  });

  it('should accept a read receipt from the client and stay connected, and drop a malformed one', async () => {
    const socket = await openSocket(url, { auth: { token: ada.token } });
    const inbox = collect(socket, 'message');
    socket.emit('read-list-conversation', { conversationIds: ['c1'], userId: ada.accountId });
    socket.emit('read-list-conversation', { bogus: true } as never);
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage('still here'));
    await until(() => inbox.length === 1);
    expect(socket.connected).toBe(true);
  });
});

describe('connection state recovery', () => {
  it('should give a socket whose transport dropped the events it missed, in order, on reconnecting', async () => {
    const socket = await openSocket(url, { auth: { token: ada.token } });
    const inbox = collect(socket, 'message');
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage(0));
    await until(() => inbox.length === 1);
    socket.io.engine.close();
    await until(async () => !(await t.realtime.isOnline(ada.accountId)));
    for (const n of [1, 2, 3]) t.realtime.toAccount(ada.accountId, 'message', sampleMessage(n));
    await next(socket, 'connect');
    expect(socket.recovered).toBe(true);
    await until(() => inbox.length === 4);
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage(4));
    await until(() => inbox.length === 5);
    expect(labels(inbox)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('should not recover a session for another account', async () => {
    const socket = await openSocket(url, { auth: { token: ada.token } });
    const inbox = collect(socket, 'message');
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage('seen'));
    await until(() => inbox.length === 1);
    socket.io.opts.reconnection = false;
    socket.io.engine.close();
    await until(async () => !(await t.realtime.isOnline(ada.accountId)));
    t.realtime.toAccount(ada.accountId, 'message', sampleMessage('private to Ada'));
    socket.auth = { token: bob.token };
    const outcome = new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', resolve);
    });
    socket.connect();
    expect(await outcome).toMatchObject({ data: { code: 'Unauthorized' } });
    expect(labels(inbox)).toEqual(['seen']);
  });
});
