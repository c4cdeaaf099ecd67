import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@rep/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import type { ClusterAdapter } from './adapter';
import { authenticate, type SocketData } from './auth';
import { listenToClient } from './clientEvents';
import { sameOrigin } from './origin';
import type { Realtime } from './types';

/** How long a dropped socket's session and missed events are kept for it to recover, in ms. */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;
/** How long {@link Realtime.isOnline} waits for the other processes' answers, in ms. */
const ONLINE_TIMEOUT_MS = 1_000;
/** Largest message a client may send, in bytes: its only event is a small read receipt. */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
/** A room's emit, untyped. */
type Emitter = { emit(event: string, ...args: unknown[]): boolean };

/** The room of an account's sockets: every socket of the account joins it, on any process. */
export const roomOf = (accountId: string): string => `account:${accountId}`;

/**
 * Starts the realtime gateway (SPEC §7, docs/DECISIONS.md "Realtime") on the app's HTTP server, before it
 * listens: Socket.IO at `/socket.io`, same-origin browsers only (realtime/origin.ts), every socket
 * authenticated by its access token (realtime/auth.ts) and joined to its account's room. A dropped socket
 * recovers its session and missed events within {@link RECOVERY_WINDOW_MS}: in memory on the embedded
 * default, on any process through Redis streams with REDIS_URL (realtime/adapter.ts). When a socket's
 * token expires its transport is closed (not the socket: that would discard the session), so the client
 * reconnects with its current token and recovers.
 * @param server the Fastify app's `app.server`; it stays Fastify's to listen on and close
 */
export async function startRealtime(
  server: HttpServer,
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<Realtime> {
  // Loaded only with Redis: the embedded default does not pay for the adapter's modules.
  const cluster: ClusterAdapter | null = ctx.redis
    ? (await import('./adapter')).redisStreamsAdapter(ctx.redis, ctx.config.REDIS_PREFIX)
    : null;
  const io: Io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: sameOrigin(ctx.config),
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(cluster ? { adapter: cluster.adapter } : {}),
  });
  io.use(authenticate(ctx, log));
  io.on('connection', (socket) => {
    // A recovered socket is already in its rooms; joining again is a no-op.
    socket.join(roomOf(socket.data.accountId));
    const expiry = setTimeout(
      () => socket.conn.close(),
      Math.min(Math.max(socket.data.expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
    listenToClient(socket, ctx, log);
  });
  await cluster?.ready;

  let closed = false;
  const realtime: Realtime = {
    toAccount(accountId, event, ...args) {
      if (closed) return;
      // The event's arguments are checked by Realtime's signature; Socket.IO's own emit typing cannot
      // follow a generic event name.
      const room = io.to(roomOf(accountId)) as unknown as Emitter;
      room.emit(event, ...args);
    },
    disconnectAccount(accountId) {
      if (!closed) io.in(roomOf(accountId)).disconnectSockets(true);
    },
    async isOnline(accountId) {
      return (await realtime.onlineAmong([accountId])).has(accountId);
    },
    async onlineAmong(accountIds) {
      const online = new Set<string>();
      if (closed) return online;
      const rooms = io.of('/').adapter.rooms;
      const elsewhere: string[] = [];
      for (const id of new Set(accountIds)) rooms.get(roomOf(id))?.size ? online.add(id) : elsewhere.push(id);
      if (!cluster || elsewhere.length === 0) return online;
      // One question to the other processes for the whole batch. One that does not answer in time counts
      // as 'not there': a push too many beats a notification missed.
      const sockets = await io
        .in(elsewhere.map(roomOf))
        .timeout(ONLINE_TIMEOUT_MS)
        .fetchSockets()
        .catch(() => []);
      for (const socket of sockets) online.add(socket.data.accountId);
      return online;
    },
    async close() {
      if (closed) return;
      closed = true;
      // io.close() would also close the HTTP server, which Fastify closes. Closing the engine drops every
      // transport ('forced close'), so each socket's session is kept and its client recovers elsewhere.
      io.engine.close();
      await io.of('/').adapter.close();
      await cluster?.close();
    },
  };
  return realtime;
}
