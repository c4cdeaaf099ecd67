import type { IncomingHttpHeaders } from 'node:http';
import { createDecoder } from 'fast-jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { viewerOfToken } from '../http/viewer';

/**
 * What the gateway keeps on a socket (`socket.data`). Socket.IO stores it with the session when the
 * transport drops and gives it back to the recovered socket, so `accountId` says whose session that was.
 */
export interface SocketData {
  /** The account whose room the socket joined. */
  accountId: string;
  /** When the socket's access token expires, in ms since the epoch: the transport is closed then. */
  expiresAt: number;
}

/** The error a refused handshake gets (`connect_error` on the client): `data.code` names the reason. */
export type RefusedHandshake = Error & { data: { code: string; message: string } };

const decode = createDecoder();

/**
 * The access token of a handshake: `auth.token` (browsers, which cannot set headers on a WebSocket) or the
 * `x-authorization` header (SPEC §7), either with or without a `Bearer ` prefix. Null when neither is sent.
 */
export function handshakeToken(handshake: {
  headers: IncomingHttpHeaders;
  auth: Record<string, unknown>;
}): string | null {
  const header = handshake.headers['x-authorization'];
  const sent = typeof handshake.auth.token === 'string' ? handshake.auth.token : header;
  if (typeof sent !== 'string') return null;
  const token = sent.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** The `exp` claim of a token already verified, in ms since the epoch. */
const expiryOf = (token: string): number => Number(decode(token).exp) * 1000;

const refused = (code: string, message: string): RefusedHandshake =>
  Object.assign(new Error('Unauthorized'), { data: { code, message } });

/**
 * The gateway's middleware: verifies the handshake's access token as HTTP requests are verified
 * (http/viewer.ts `viewerOfToken`: the token, then the account's status from the database), records the
 * account and the token's expiry on the socket and lets it connect. It also runs for a socket whose
 * session was recovered (`skipMiddlewares: false`), which must belong to the same account. A refusal is
 * `new Error('Unauthorized')` with `data: {code, message}`: `code` is `Unauthorized` (no, bad or expired
 * token; deleted account; a recovered session of another account), `AccountBanned`, or `Unavailable`
 * (the check itself failed, e.g. the database is down: the client may retry).
 */
export function authenticate(ctx: AppContext, log: FastifyBaseLogger) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(refused('Unauthorized', 'An access token is required'));
    try {
      const viewer = await viewerOfToken(ctx, token);
      const data = socket.data as Partial<SocketData>;
      if (socket.recovered && data.accountId !== viewer.accountId) {
        return next(refused('Unauthorized', 'The recovered session belongs to another account'));
      }
      Object.assign(data, { accountId: viewer.accountId, expiresAt: expiryOf(token) });
      next();
    } catch (error) {
      if (error instanceof ApiError) return next(refused(error.code, error.message));
      log.error({ err: error }, 'socket authentication failed');
      next(refused('Unavailable', 'The server could not check the token; try again'));
    }
  };
}
