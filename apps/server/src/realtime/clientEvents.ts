import { accountIdSchema, type ClientToServerEvents } from '@rep/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { markConversationsRead } from '../commands/chatRead';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import type { SocketData } from './auth';

/** `read-list-conversation {conversationIds, userId}` (SPEC §7): the client read these conversations. */
const readListConversation = z.object({
  conversationIds: z.array(z.string().min(1).max(64)).max(100),
  userId: accountIdSchema,
});

/**
 * Listens to the events a client sends (ClientToServerEvents). Malformed payloads are dropped without an
 * answer, as is a receipt for another account than the socket's or one over the account's write rate limit. A receipt marks the conversations read
 * (commands/chatRead.ts); the chat processor relays it to their members.
 */
export function listenToClient(
  socket: Socket<ClientToServerEvents, never, never, SocketData>,
  ctx: Pick<AppContext, 'db' | 'rateLimits'>,
  log: FastifyBaseLogger,
): void {
  socket.on('read-list-conversation', (receipt) => {
    const parsed = readListConversation.safeParse(receipt);
    if (!parsed.success || parsed.data.userId !== socket.data.accountId) return;
    const { accountId } = socket.data;
    // A receipt is a write: it counts against the account's write allowance like an HTTP write (per account
    // only: behind a proxy the socket's address is the proxy's); one over the limit is dropped (the next one,
    // or /badge/reset/chat, catches up).
    (ctx.rateLimits?.consume('write', accountId, null) ?? Promise.resolve())
      .then(() => markConversationsRead(ctx.db, accountId, parsed.data.conversationIds))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'RateLimited'))
          log.warn({ err: error }, 'read-list-conversation failed');
      });
  });
}
