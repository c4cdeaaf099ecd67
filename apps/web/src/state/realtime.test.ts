import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authEndpoints, type Message, type Notification } from '@rep/shared';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockApi, testSession } from '../test/mockApi';
import { makeNotification } from '../test/notificationFixtures';
import { connectRealtime, sendReadConversations } from './realtime';
import { useSessionStore } from './session';

const refreshPath = `/auth${authEndpoints.refreshSession.path}`;

/**
 * A Socket.IO server speaking the gateway's handshake contract (apps/server/src/realtime/auth.ts): the access
 * token in `auth.token`, a refusal `new Error('Unauthorized')` with `data.code`, one room per account. The
 * tokens it takes are `valid`. The real gateway is driven by e2e/notifications.test.ts.
 */
async function startGateway(recovery: boolean) {
  const http: HttpServer = createServer();
  const io = new Server(http, {
    path: '/socket.io',
    // As the gateway: the token is checked again when a session is recovered.
    ...(recovery
      ? { connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: false } }
      : {}),
  });
  const valid = new Set<string>();
  const tokens: unknown[] = [];
  io.use((socket, next) => {
    tokens.push(socket.handshake.auth.token);
    if (valid.has(String(socket.handshake.auth.token))) return next();
    next(Object.assign(new Error('Unauthorized'), { data: { code: 'Unauthorized', message: 'Expired' } }));
  });
  io.on('connection', (socket) => socket.join('account:client|me'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => io.close(() => resolve()));
  return { io, url, valid, tokens, close };
}

let cleanup: Array<() => unknown> = [];

afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

/** Connects the app's socket to `url` and records what it hears. */
function connect(url: string) {
  const received: Notification[] = [];
  const resyncs = vi.fn();
  const close = connectRealtime({ onNotification: (n) => received.push(n), onResync: resyncs }, url);
  cleanup.push(close);
  return { received, resyncs, close };
}

describe('connectRealtime', () => {
  it('sends the access token, and hands over the notifications of the account', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    useSessionStore.getState().setSession(testSession());
    const socket = connect(gateway.url);

    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    gateway.io.to('account:client|me').emit('notification', makeNotification({ notificationId: '7' }));
    await vi.waitFor(() => expect(socket.received.map((n) => n.notificationId)).toEqual(['7']));
    expect(gateway.tokens).toEqual(['access']);
  });

  it('refreshes the session when the token is refused, and connects with the fresh one', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('fresh');
    const fetchMock = mockApi({ [refreshPath]: { ...testSession(), access: 'fresh', refresh: 'rotated' } });
    useSessionStore.getState().setSession(testSession());
    connect(gateway.url);

    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    expect(gateway.tokens).toEqual(['access', 'fresh']);
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([{ refresh: 'refresh' }]);
  });

  it('tries again later, without a refresh, when the server could not check the token', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    let checks = 0;
    gateway.io.use((_socket, next) => {
      checks += 1;
      if (checks > 1) return next();
      next(
        Object.assign(new Error('Unauthorized'), { data: { code: 'Unavailable', message: 'Database down' } }),
      );
    });
    const fetchMock = mockApi({});
    useSessionStore.getState().setSession(testSession());
    gateway.valid.add('access');
    connect(gateway.url);

    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1), { timeout: 5_000 });
    expect(gateway.tokens).toEqual(['access', 'access']);
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([]);
  });

  it('gives up when the refreshed token is refused too (no endless loop)', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    let round = 0;
    const fetchMock = mockApi({
      [refreshPath]: () => ({ ...testSession(), access: `fresh-${++round}`, refresh: `r${round}` }),
    });
    useSessionStore.getState().setSession(testSession());
    connect(gateway.url);

    await vi.waitFor(() => expect(gateway.tokens).toEqual(['access', 'fresh-1', 'fresh-2']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.tokens).toHaveLength(3);
    expect(bodiesSentTo(fetchMock, refreshPath)).toHaveLength(2);
  });

  it('asks for a resync on connecting, and again when a reconnection did not recover the missed events', async () => {
    const gateway = await startGateway(false);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    useSessionStore.getState().setSession(testSession());
    const socket = connect(gateway.url);
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    await vi.waitFor(() => expect(socket.resyncs).toHaveBeenCalledTimes(1));

    // The transport drops (as when a token expires or the network blinks): the client reconnects by itself.
    for (const server of gateway.io.of('/').sockets.values()) server.conn.close();
    await vi.waitFor(() => expect(socket.resyncs).toHaveBeenCalledTimes(2), { timeout: 8_000 });
  }, 15_000);

  it('does not resync when the session was recovered', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    useSessionStore.getState().setSession(testSession());
    const socket = connect(gateway.url);
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    // Recovery resumes after the last event the client got (its offset): one must have come first.
    gateway.io.to('account:client|me').emit('notification', makeNotification({ notificationId: '7' }));
    await vi.waitFor(() => expect(socket.received).toHaveLength(1));

    for (const server of gateway.io.of('/').sockets.values()) server.conn.close();
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(0));
    gateway.io.to('account:client|me').emit('notification', makeNotification({ notificationId: '8' }));
    await vi.waitFor(() => expect(socket.received.map((n) => n.notificationId)).toEqual(['7', '8']), {
      timeout: 8_000,
    });
    // Only the first connection's catch-up.
    expect(socket.resyncs).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('after its token expired, reconnects with a refreshed one and still recovers what it missed', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    mockApi({ [refreshPath]: { ...testSession(), access: 'fresh', refresh: 'rotated' } });
    useSessionStore.getState().setSession(testSession());
    const socket = connect(gateway.url);
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    gateway.io.to('account:client|me').emit('notification', makeNotification({ notificationId: '7' }));
    await vi.waitFor(() => expect(socket.received).toHaveLength(1));

    // The token expires: the gateway closes the transport, and refuses the old token from now on.
    gateway.valid.clear();
    gateway.valid.add('fresh');
    for (const server of gateway.io.of('/').sockets.values()) server.conn.close();
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(0));
    gateway.io.to('account:client|me').emit('notification', makeNotification({ notificationId: '8' }));

    // '8' comes twice: Socket.IO sends the missed events of a restored session before its middleware refuses
    // the old token, and again once the fresh one is taken (receiveNotification ignores the repeat).
    await vi.waitFor(() => expect(socket.received.map((n) => n.notificationId)).toEqual(['7', '8', '8']), {
      timeout: 8_000,
    });
    expect(gateway.tokens).toEqual(['access', 'access', 'fresh']);
    expect(socket.resyncs).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('stays closed when the server ends the session on purpose (a ban), and shows the banned state when refused for one', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    const fetchMock = mockApi({});
    useSessionStore.getState().setSession(testSession());
    connect(gateway.url);
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    gateway.io.disconnectSockets(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(gateway.tokens).toEqual(['access']);
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([]);
    expect(useSessionStore.getState().session).not.toBeNull();

    gateway.io.use((_socket, next) =>
      next(Object.assign(new Error('Unauthorized'), { data: { code: 'AccountBanned', message: 'Banned' } })),
    );
    connect(gateway.url);
    await vi.waitFor(() => expect(useSessionStore.getState().banned).toBe(true));
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([]);
    useSessionStore.getState().setBanned(false);
  }, 10_000);

  it('closes the socket when asked (sign-out)', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    useSessionStore.getState().setSession(testSession());
    const socket = connect(gateway.url);
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));
    socket.close();
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(0));
  });
  it('hands over chat messages and read receipts, and sends read-list-conversation while connected', async () => {
    const gateway = await startGateway(true);
    cleanup.push(gateway.close);
    gateway.valid.add('access');
    useSessionStore.getState().setSession(testSession());
    const chat: { messages: Message[]; receipts: unknown[] } = { messages: [], receipts: [] };
    const sent: unknown[] = [];
    gateway.io.on('connection', (socket) => socket.on('read-list-conversation', (body) => sent.push(body)));
    expect(sendReadConversations(['conv00001'], 'client|me')).toBe(false);
    cleanup.push(
      connectRealtime(
        {
          onNotification: () => {},
          onResync: () => {},
          onMessage: (message) => chat.messages.push(message),
          onReadReceipt: (receipt) => chat.receipts.push(receipt),
        },
        gateway.url,
      ),
    );
    await vi.waitFor(() => expect(gateway.io.of('/').sockets.size).toBe(1));

    const message: Message = {
      conversationId: 'conv00001',
      id: 'msg00001',
      accountId: 'client|ada',
      content: 'r1.0.x.y.z',
      created: '2026-11-24T10:00:00.000Z',
      status: 'Sent',
      epoch: 0,
    };
    const receipt = { conversationIds: ['conv00001'], at: '2026-11-24T10:01:00.000Z', userId: 'client|ada' };
    gateway.io.to('account:client|me').emit('message', message);
    gateway.io.to('account:client|me').emit('read-list-conversation', receipt);
    await vi.waitFor(() => expect(chat).toEqual({ messages: [message], receipts: [receipt] }));

    expect(sendReadConversations(['conv00001'], 'client|me')).toBe(true);
    await vi.waitFor(() => expect(sent).toEqual([{ conversationIds: ['conv00001'], userId: 'client|me' }]));
    cleanup.pop()?.();
    expect(sendReadConversations(['conv00001'], 'client|me')).toBe(false);
  });
});
