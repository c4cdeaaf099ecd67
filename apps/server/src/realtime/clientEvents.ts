import { accountIdSchema, type ClientToServerEvents } from '@rep/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { markConversationsRead } from '../commands/chatRead';
import type { Db } from '../db/client';
import type { SocketData } from './auth';

/** `read-list-conversation {conversationIds, userId}` (SPEC §7): the client read these conversations. */
const readListConversation = z.object({
  conversationIds: z.array(z.string().min(1).max(64)).max(100),
  userId: accountIdSchema,
});

/**
 * Listens to the events a client sends (ClientToServerEvents). Malformed payloads are dropped without an
 * answer, as is a receipt for another account than the socket's. A receipt marks the conversations read
 * (commands/chatRead.ts); the chat processor relays it to their members.
 */
export function listenToClient(
  socket: Socket<ClientToServerEvents, never, never, SocketData>,
  db: Db,
  log: FastifyBaseLogger,
): void {
  socket.on('read-list-conversation', (receipt) => {
    const parsed = readListConversation.safeParse(receipt);
    if (!parsed.success || parsed.data.userId !== socket.data.accountId) return;
    markConversationsRead(db, socket.data.accountId, parsed.data.conversationIds).catch((error: unknown) =>
      log.warn({ err: error }, 'read-list-conversation failed'),
    );
  });
}
