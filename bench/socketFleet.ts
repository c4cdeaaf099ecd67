/**
 * Many Socket.IO clients in the bench process, one per account, as the web app connects (SPEC §7): the
 * WebSocket transport only, the access token in the handshake's `auth.token`, one Manager per socket (no
 * multiplexing: each is its own WebSocket, as each browser tab would be), no automatic reconnection (a drop
 * is counted, not hidden).
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@rep/shared';
import { io, type Socket } from 'socket.io-client';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The server events a fleet listens to: notifications (issue 14) and chat messages (issue 15). */
export type FleetEvent = 'notification' | 'message';

/** An event's payload, e.g. a `Notification` or a `Message`. */
export type FleetPayload<E extends FleetEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Called for each `event` a socket of the fleet gets: which socket (its index in the token list), what, and
 * when (`performance.now()`, ms).
 */
export type FleetListener<E extends FleetEvent> = (
  index: number,
  payload: FleetPayload<E>,
  atMs: number,
) => void;

/** A connect that failed: the socket's index and the error the client reported. */
export interface ConnectFailure {
  index: number;
  message: string;
}

/** The open sockets of a {@link connectFleet} run. */
export interface SocketFleet {
  /** Sockets connected now. */
  connected(): number;
  /** Sockets that were connected and dropped since, with the reasons (Socket.IO's disconnect reasons). */
  drops(): Record<string, number>;
  /** Listens to every socket's `event` events (one listener per event; a new one replaces it, null stops). */
  listen<E extends FleetEvent>(event: E, listener: FleetListener<E> | null): void;
  /** Disconnects every socket and waits until their WebSockets are closed (at most `timeoutMs`). */
  close(timeoutMs?: number): Promise<void>;
}

/** What connecting the fleet took. */
export interface FleetConnect {
  fleet: SocketFleet;
  /** Each connected socket's time from `io()` to its `connect` event, in ms. */
  connectMs: number[];
  failures: ConnectFailure[];
  /** Wall time from the first `io()` to the last socket's outcome, in seconds. */
  seconds: number;
}

/** `performance.now()` as milliseconds since the epoch (comparable with the server's ISO times). */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/**
 * Opens one socket per token to `baseUrl`'s `/socket.io`, at most `concurrency` handshakes in flight, and
 * answers when every socket connected or failed. A socket that connects is kept open; a failed one is
 * closed and reported.
 * @param timeoutMs a handshake that takes longer fails ('timeout')
 * @param onProgress called after each outcome (a progress line)
 */
export async function connectFleet(
  baseUrl: string,
  tokens: readonly string[],
  concurrency: number,
  timeoutMs = 20_000,
  onProgress?: (done: number) => void,
): Promise<FleetConnect> {
  const sockets: (ClientSocket | null)[] = new Array(tokens.length).fill(null);
  const connectMs: number[] = [];
  const failures: ConnectFailure[] = [];
  const drops: Record<string, number> = {};
  const listeners: { [E in FleetEvent]: FleetListener<E> | null } = { notification: null, message: null };
  let live = 0;
  let done = 0;
  let next = 0;
  const started = performance.now();

  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const begun = performance.now();
      const socket: ClientSocket = io(baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: timeoutMs,
        auth: { token: tokens[index]! },
      });
      socket.once('connect', () => {
        connectMs.push(performance.now() - begun);
        sockets[index] = socket;
        live++;
        socket.on('disconnect', (reason) => {
          live--;
          drops[reason] = (drops[reason] ?? 0) + 1;
        });
        socket.on('notification', (payload) => listeners.notification?.(index, payload, performance.now()));
        socket.on('message', (payload) => listeners.message?.(index, payload, performance.now()));
        resolve();
      });
      socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
        failures.push({ index, message: error.data?.code ?? error.message });
        socket.close();
        resolve();
      });
    });

  const worker = async () => {
    while (next < tokens.length) {
      await open(next++);
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, worker));
  const seconds = (performance.now() - started) / 1000;

  const fleet: SocketFleet = {
    connected: () => live,
    drops: () => ({ ...drops }),
    listen: (event, listener) => {
      (listeners as Record<FleetEvent, unknown>)[event] = listener;
    },
    close: async (closeTimeoutMs = 10_000) => {
      const closing = sockets.flatMap((socket) => {
        if (!socket) return [];
        const engine = socket.io.engine;
        const closed = new Promise<void>((resolve) => {
          if (!engine || engine.readyState === 'closed') return resolve();
          engine.once('close', () => resolve());
        });
        socket.disconnect();
        return [closed];
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closing),
        new Promise((resolve) => {
          timer = setTimeout(resolve, closeTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
  return { fleet, connectMs, failures, seconds };
}
