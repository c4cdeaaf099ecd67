/**
 * Sending a chat message (SPEC §7 /chat/message/create-message, §8 "Message send fails after 3 tries"): shown
 * at once with a client-chosen id, encrypted under the conversation's current epoch, tried up to
 * `CHAT_SEND_TRIES` times with the same id (the server answers a retry with the stored message), then marked
 * failed with the toast 'Send message failed' and a retry. A changed epoch (409 StaleEpoch) loads the
 * conversation and encrypts again; a member who left (409 RekeyRequired) makes the sender start the next
 * epoch first (docs/CHAT.md "Keys").
 */
import { apiEndpoints, CHAT_SEND_TRIES, type Conversation, type Message, messages } from '@rep/shared';
import { type ChatIdentity, encryptMessage } from '@rep/shared/chatCrypto';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { create } from 'zustand';
import { ApiError, callApi, explainedElsewhere } from '../apiClient';
import { useSessionStore } from '../session';
import { addMessages, applyMessage, cachedConversation } from './cache';
import { fetchConversation, startNextEpoch } from './conversationApi';
import { currentEpochKey } from './conversationKeys';
import { rememberText } from './decrypt';
import { unlockedIdentity } from './keyring';
import { firstSightOfMessage } from './sync';

/** A message on its way (or failed): shown after the conversation's stored messages until the server has it. */
export interface OutgoingMessage {
  conversationId: string;
  id: string;
  text: string;
  /** When the viewer pressed send, ISO 8601. */
  created: string;
  state: 'sending' | 'failed';
}

interface Outbox {
  viewer: string | null;
  /** By message id. */
  messages: Record<string, OutgoingMessage>;
}

/** The viewer's messages on their way or failed. */
export const useOutbox = create<Outbox>(() => ({ viewer: null, messages: {} }));

// Another account (or none): the previous one's unsent messages are dropped.
useSessionStore.subscribe((state) => {
  const viewer = state.session?.accountId ?? null;
  if (useOutbox.getState().viewer !== viewer) useOutbox.setState({ viewer, messages: {} });
});

function setOutgoing(viewer: string, message: OutgoingMessage | { id: string; remove: true }): void {
  useOutbox.setState((state) => {
    const current = state.viewer === viewer ? state.messages : {};
    const { [message.id]: _dropped, ...rest } = current;
    return { viewer, messages: 'remove' in message ? rest : { ...rest, [message.id]: message } };
  });
}

/** Waits between tries: 0.5 s, then 1 s. */
export const SEND_RETRY_DELAYS_MS = [500, 1_000];
/** Epoch changes (StaleEpoch, RekeyRequired) one send follows before it gives up. */
const MAX_EPOCH_CHANGES = 3;

/** A failure worth trying again with the same id: the network, the server's own trouble, a rate limit. */
const transient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/** A send that cannot go on (locked, left, no key): fails at once with this reason. */
class CannotSend extends Error {}

/** The conversation as cached, or loaded. */
const conversationOf = async (client: QueryClient, viewer: string, conversationId: string) =>
  cachedConversation(client, viewer, conversationId) ?? fetchConversation(client, viewer, conversationId);

/** The encrypted content for the conversation's current epoch (a new re-key first when one is required). */
async function prepare(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversation: Conversation,
  text: string,
): Promise<{ epoch: number; content: string }> {
  if (conversation.status !== 'Active')
    throw new CannotSend('You are no longer a member of this conversation');
  const current = conversation.rekeyRequired
    ? await startNextEpoch(client, viewer, identity, conversation)
    : conversation;
  const key = await currentEpochKey(client, viewer, identity, current);
  if (!(key instanceof Uint8Array)) throw new CannotSend('No key for this conversation');
  const content = await encryptMessage({
    text,
    key,
    conversationId: current.id,
    epoch: current.epoch,
    senderId: viewer,
    sender: identity,
  });
  return { epoch: current.epoch, content };
}

/** The server stored the message: it joins the conversation's messages and the outbox forgets it. */
function delivered(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  message: Message,
  text: string,
) {
  rememberText(identity, message, text);
  addMessages(client, viewer, message.conversationId, [message]);
  // The socket brings the sender's own message too: whichever comes first counts it.
  if (firstSightOfMessage(client, message)) applyMessage(client, viewer, message, true);
  setOutgoing(viewer, { id: message.id, remove: true });
}

function failed(viewer: string, outgoing: OutgoingMessage, error: unknown): void {
  setOutgoing(viewer, { ...outgoing, state: 'failed' });
  if (explainedElsewhere(error)) return;
  // The server's reason names the problem ('You cannot message this account'); a network failure's
  // ('Failed to fetch') says nothing to a reader.
  toast.error(messages.sendMessageFailed, {
    description: error instanceof ApiError ? error.message : undefined,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `outgoing` (shown as 'sending' meanwhile) with its own id until the server stores it, up to
 * `CHAT_SEND_TRIES` tries; then it is 'failed' with the toast 'Send message failed'. Never rejects.
 */
export async function deliver(client: QueryClient, viewer: string, outgoing: OutgoingMessage): Promise<void> {
  setOutgoing(viewer, { ...outgoing, state: 'sending' });
  let tries = 0;
  let epochChanges = 0;
  let prepared: { epoch: number; content: string } | undefined;
  for (;;) {
    const identity = unlockedIdentity(viewer);
    if (!identity) return failed(viewer, outgoing, new CannotSend('Unlock chat to send messages'));
    try {
      const conversation = await conversationOf(client, viewer, outgoing.conversationId);
      if (!prepared || prepared.epoch !== conversation.epoch || conversation.rekeyRequired) {
        prepared = await prepare(client, viewer, identity, conversation, outgoing.text);
      }
      const { data } = await callApi(apiEndpoints.createMessage, {
        conversationId: outgoing.conversationId,
        content: prepared.content,
        id: outgoing.id,
      });
      return delivered(client, viewer, identity, data, outgoing.text);
    } catch (error) {
      const epochChanged =
        error instanceof ApiError && (error.code === 'StaleEpoch' || error.code === 'RekeyRequired');
      if (epochChanged && epochChanges < MAX_EPOCH_CHANGES) {
        epochChanges += 1;
        prepared = undefined;
        try {
          await fetchConversation(client, viewer, outgoing.conversationId);
        } catch {
          // Counted below as a try when the next one fails too.
        }
        continue;
      }
      tries += 1;
      if (error instanceof CannotSend || !transient(error) || tries >= CHAT_SEND_TRIES) {
        return failed(viewer, outgoing, error);
      }
      await wait(SEND_RETRY_DELAYS_MS[tries - 1] ?? 1_000);
    }
  }
}

/** Puts a new message in the outbox and sends it; answers its id. */
export function sendText(
  client: QueryClient,
  viewer: string,
  conversationId: string,
  id: string,
  text: string,
) {
  const outgoing: OutgoingMessage = {
    conversationId,
    id,
    text,
    created: new Date().toISOString(),
    state: 'sending',
  };
  void deliver(client, viewer, outgoing);
  return id;
}

/** Sends a failed message again, with the same id (the server dedupes). */
export function retryText(client: QueryClient, viewer: string, messageId: string): void {
  const outgoing = useOutbox.getState().messages[messageId];
  if (outgoing && outgoing.state === 'failed') void deliver(client, viewer, outgoing);
}
