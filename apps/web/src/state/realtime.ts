import type { ClientToServerEvents, Message, Notification, ServerToClientEvents } from '@rep/shared';
import type { Socket } from 'socket.io-client';
import { refreshSession } from './apiClient';
import { useSessionStore } from './session';

/** The realtime socket of the signed-in session (SPEC §7). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the app does with the socket's news. */
export interface RealtimeHandlers {
  /** A notification for the signed-in account (the stored notification). */
  onNotification: (notification: Notification) => void;
  /**
   * The socket connected without recovering what it missed (`socket.recovered` false): the app catches up
   * (STACK-WAVE2 "keep notifications in the database and refetch with `since`"). Also on the first connection,
   * which closes the gap between the page's first loads and the socket's start.
   */
  onResync: () => void;
  /** A chat message in one of the account's conversations (issue 15; the sender's other devices get it too). */
  onMessage?: (message: Message) => void;
  /** A member read conversations (`read-list-conversation {conversationIds, at, userId}`, SPEC §7). */
  onReadReceipt?: (receipt: { conversationIds: string[]; at: string; userId: string }) => void;
}

/** The socket of the signed-in session while it is connected: {@link sendReadConversations} uses it. */
let connectedSocket: RealtimeSocket | undefined;

/**
 * Tells the server over the socket that `userId` read `conversationIds` (`read-list-conversation`, SPEC §7):
 * it clears their unread counts and sends the other members the receipt. Answers false when no socket is
 * connected (the caller falls back to `/badge/reset/chat`).
 */
export function sendReadConversations(conversationIds: readonly string[], userId: string): boolean {
  if (!connectedSocket?.connected || conversationIds.length === 0) return false;
  connectedSocket.emit('read-list-conversation', { conversationIds: [...conversationIds], userId });
  return true;
}

/**
 * Where the socket connects: `url` undefined is the page's own origin. `enabled` false keeps the app from
 * connecting at all (unit tests without a server turn it off in their setup).
 */
export const realtimeTarget: { url: string | undefined; enabled: boolean } = {
  url: undefined,
  enabled: true,
};

/** Refreshes after a refusal at most this many times in a row; a connection that holds starts over. */
const MAX_AUTH_RETRIES = 2;
/** A connection that lasts this long (ms) counts as good: the refusal count starts over. */
const STABLE_AFTER_MS = 10_000;
/** First wait (ms) before trying again when the server could not check the token; doubles up to the max. */
const UNAVAILABLE_RETRY_MS = 1_000;
const UNAVAILABLE_RETRY_MAX_MS = 30_000;

/**
 * Opens the socket of the signed-in session at `/socket.io` and answers the function that closes it (sign-out,
 * another account). The handshake sends the current access token (`auth.token`) each time it connects, so a
 * reconnection uses the token the app refreshed meanwhile. When the server refuses the connection (a bad or
 * expired token, `data.code` 'Unauthorized': Socket.IO then stops retrying), the session is refreshed through
 * the API client and the socket connects again (at most {@link MAX_AUTH_RETRIES} times in a row); a refused
 * refresh signs out (apiClient.ts) and the caller closes the socket. When the server could not check the token
 * (`Unavailable`) the socket tries again later with the same one; `AccountBanned` shows the banned state. A
 * socket the server disconnects on purpose (ban, deletion) stays closed.
 * Only the WebSocket transport is used: with several server processes behind a load balancer, HTTP long
 * polling would need sticky sessions (DESIGN.md "The system in one picture").
 */
export function connectRealtime(handlers: RealtimeHandlers, url = realtimeTarget.url): () => void {
  const connection: Connection = { closed: false, refusals: 0, unavailable: 0 };
  const options = {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    auth: (send: (data: object) => void) => {
      connection.sentToken = useSessionStore.getState().session?.access;
      send({ token: connection.sentToken });
    },
  };
  // The client library is loaded with the first session, not with the first page (a chunk of its own).
  void import('socket.io-client').then(({ io }) => {
    if (connection.closed) return;
    connection.socket = url === undefined ? io(options) : io(url, options);
    listen(connection.socket, connection, handlers);
  });
  return () => {
    connection.closed = true;
    clearTimeout(connection.stableTimer);
    clearTimeout(connection.retryTimer);
    if (connectedSocket === connection.socket) connectedSocket = undefined;
    connection.socket?.disconnect();
  };
}

/** What one {@link connectRealtime} keeps between its socket's events. */
interface Connection {
  socket?: RealtimeSocket;
  closed: boolean;
  /** Refusals answered with a refresh since the last connection that held. */
  refusals: number;
  /** `Unavailable` refusals in a row (the wait doubles with each). */
  unavailable: number;
  /** The token the last handshake sent. */
  sentToken?: string;
  stableTimer?: ReturnType<typeof setTimeout>;
  retryTimer?: ReturnType<typeof setTimeout>;
}

/** Connects again after the server refused our token, with a fresh one. */
async function retryWithFreshToken(socket: RealtimeSocket, connection: Connection): Promise<void> {
  if (connection.closed || connection.refusals >= MAX_AUTH_RETRIES) return;
  connection.refusals += 1;
  const current = useSessionStore.getState().session?.access;
  // Another call may have refreshed the session meanwhile: then its token is the fresh one.
  const token = current && current !== connection.sentToken ? current : await refreshSession();
  if (token && !connection.closed) socket.connect();
}

/** The server could not check the token (its database is down): the same token again, later. */
function retryLater(socket: RealtimeSocket, connection: Connection): void {
  const delay = Math.min(UNAVAILABLE_RETRY_MAX_MS, UNAVAILABLE_RETRY_MS * 2 ** connection.unavailable);
  connection.unavailable += 1;
  connection.retryTimer = setTimeout(() => {
    if (!connection.closed) socket.connect();
  }, delay);
}

function listen(socket: RealtimeSocket, connection: Connection, handlers: RealtimeHandlers): void {
  socket.on('connect', () => {
    connection.unavailable = 0;
    connectedSocket = socket;
    connection.stableTimer = setTimeout(() => {
      connection.refusals = 0;
    }, STABLE_AFTER_MS);
    if (!socket.recovered) handlers.onResync();
  });
  socket.on('connect_error', (error) => {
    // A transport failure retries on its own (socket.active); a refusal by the server does not.
    if (socket.active) return;
    const code = (error as Error & { data?: { code?: unknown } }).data?.code;
    if (code === 'Unavailable') retryLater(socket, connection);
    // As any call answered AccountBanned: the shell shows the banned state.
    else if (code === 'AccountBanned') useSessionStore.getState().setBanned(true);
    else void retryWithFreshToken(socket, connection);
  });
  // 'io server disconnect' is the server ending the session on purpose (a ban, a deleted account): the socket
  // stays closed and the next call explains; an expired token only closes the transport (gateway.ts).
  socket.on('disconnect', () => clearTimeout(connection.stableTimer));
  socket.on('notification', (notification) => handlers.onNotification(notification));
  socket.on('message', (message) => handlers.onMessage?.(message));
  socket.on('read-list-conversation', (receipt) => handlers.onReadReceipt?.(receipt));
}
