/**
 * Socket.IO clients for the realtime tests: real `socket.io-client` sockets against a listening app.
 */
import type { KeyObject } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@rep/shared';
import { createSigner } from 'fast-jwt';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** A client socket as the web app types it. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The error a refused client gets, with the server's `data` (realtime/auth.ts). */
export type ConnectError = Error & { data?: { code: string; message: string } };

/** Every socket opened by {@link openSocket}, so a test file can close them all. */
const opened = new Set<ClientSocket>();

/**
 * Opens a socket to `url` (the app's base URL) and waits for it to connect.
 * Reconnection is quick (0.3 s, no jitter) so tests that drop transports stay short.
 * @throws the `connect_error` (a {@link ConnectError}) when the server refuses it
 */
export async function openSocket(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 300,
    randomizationFactor: 0,
    ...options,
  });
  opened.add(socket);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } catch (error) {
    socket.close();
    opened.delete(socket);
    throw error;
  }
  return socket;
}

/** The error `openSocket` is refused with. */
export async function refusal(
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
): Promise<ConnectError> {
  const error = await openSocket(url, options).then(
    () => null,
    (reason: ConnectError) => reason,
  );
  if (!error) throw new Error('expected the socket to be refused');
  return error;
}

/** Closes every socket the test opened. */
export function closeSockets(): void {
  for (const socket of opened) socket.close();
  opened.clear();
}

/** Collects the payloads of `event` that `socket` receives, in order. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): unknown[] {
  const received: unknown[] = [];
  socket.on(event, ((payload: unknown) => received.push(payload)) as never);
  return received;
}

/** Waits until `check` holds, polling every 10 ms. @throws after `timeoutMs` */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves with the next `event` of `socket` (its first argument). */
export function next(socket: ClientSocket, event: 'connect' | 'disconnect'): Promise<string | undefined> {
  return new Promise((resolve) => socket.once(event, resolve as never));
}

/**
 * Signs an access token for `accountId` as the server does (HS256, issuer `rep`, audience `access`), with
 * its own lifetime and issue time, for expired and short-lived tokens.
 */
export function signTestToken(
  secret: KeyObject,
  accountId: string,
  { ttlMs, issuedAt = Date.now() }: { ttlMs: number; issuedAt?: number },
): string {
  return createSigner({
    key: secret.export(),
    algorithm: 'HS256',
    iss: 'rep',
    aud: 'access',
    expiresIn: ttlMs,
    clockTimestamp: issuedAt,
  })({ sub: accountId });
}
