import { accountIdSchema, type ClientToServerEvents } from '@rep/shared';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import type { SocketData } from './auth';

/** `read-list-conversation {conversationIds, userId}` (SPEC §7): the client read these conversations. */
const readListConversation = z.object({
  conversationIds: z.array(z.string().min(1).max(64)).max(100),
  userId: accountIdSchema,
});

/**
 * Listens to the events a client sends (ClientToServerEvents). Malformed payloads are dropped without an
 * answer, as is a receipt for another account than the socket's.
 */
export function listenToClient(socket: Socket<ClientToServerEvents, never, never, SocketData>): void {
  socket.on('read-list-conversation', (receipt) => {
    const parsed = readListConversation.safeParse(receipt);
    if (!parsed.success || parsed.data.userId !== socket.data.accountId) return;
    // The chat issue records the receipt here and relays it to the conversation's members.
  });
}
