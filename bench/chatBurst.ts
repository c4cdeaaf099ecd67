/**
 * A burst of chat messages at a fixed rate and the time until every other member's socket gets the
 * `message` event (issue 15). The path measured is the production one: POST /api/chat/message/create-message
 * stores the message and its `MessageCreated` job (pg-boss) in one transaction, the chat processor picks
 * the job up after the commit, reads the message and emits it to every member's room (through the Redis
 * streams adapter with REDIS_URL), the sender's too. The sending, matching and waiting are bench/burst.ts's.
 */
import { type BurstResult, timedBurst } from './burst';
import type { SocketFleet } from './socketFleet';

/** One message of a burst, encrypted beforehand (the bench's own CPU stays out of the measurement). */
export interface PlannedMessage {
  conversationId: string;
  /** The client's message id: unique in the run, so each `message` event names its send. */
  id: string;
  /** The encrypted envelope (`encryptMessage`). */
  content: string;
  /** The conversation's kind (the report splits delivery by it). */
  kind: 'Direct' | 'Group';
  /** The sender's account number (its index in the token list). */
  sender: number;
  /** The other members' account numbers: the sockets that should get the event. */
  recipients: readonly number[];
}

/** The route of a send. */
export const CREATE_MESSAGE_PATH = '/api/chat/message/create-message';

/**
 * Sends `messages` at `perSecond` and waits until every other member of each got its `message` event or
 * `waitMs` passed since the last answer ({@link timedBurst}). An event is matched to its send by the
 * message's id; its `created` (the message's insert) is the stored time. The sender's own copy (for its
 * other devices) is counted as an echo.
 */
export function chatBurst(
  baseUrl: string,
  fleet: SocketFleet,
  messages: readonly PlannedMessage[],
  tokens: readonly string[],
  perSecond: number,
  waitMs = 30_000,
): Promise<BurstResult> {
  const byId = new Map(messages.map((message, k) => [message.id, k]));
  return timedBurst(
    baseUrl,
    fleet,
    'message',
    messages.map((message) => ({
      path: CREATE_MESSAGE_PATH,
      token: tokens[message.sender]!,
      body: { conversationId: message.conversationId, content: message.content, id: message.id },
      recipients: message.recipients,
      sender: message.sender,
    })),
    (message) => {
      const send = byId.get(message.id);
      return send === undefined ? null : { send, storedAtEpoch: Date.parse(message.created) };
    },
    perSecond,
    waitMs,
  );
}
