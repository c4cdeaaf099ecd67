/**
 * Decrypted message texts (docs/CHAT.md "Messages"): each message is verified against its sender's published
 * signing key and decrypted with its epoch's key once per unlocked identity, then remembered for the page's
 * life. A message the viewer holds no key for is 'no-key'; one whose envelope, signature or key fails is
 * 'unverified'.
 */
import type { Conversation, Message } from '@rep/shared';
import { type ChatIdentity, ChatIntegrityError, decryptMessage } from '@rep/shared/chatCrypto';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { conversationEpochKeys } from './conversationKeys';
import { publicKeysOf } from './publicKeys';

/** A message's text as the viewer reads it. */
export interface Decrypted {
  text: string | null;
  state: 'ok' | 'no-key' | 'unverified';
}

/** Per unlocked identity, results by `conversationId/messageId/content`. */
const results = new WeakMap<ChatIdentity, Map<string, Decrypted>>();
const pending = new WeakMap<ChatIdentity, Set<string>>();

/** Bumped when results arrive, so hooks read them again. */
export const useDecryptVersion = create<{ version: number }>(() => ({ version: 0 }));
const bump = () => useDecryptVersion.setState(({ version }) => ({ version: version + 1 }));

/** Waits after a failed load (network) before the same messages are tried again, ms. */
const RETRY_AFTER_MS = 3_000;

const resultKey = (message: Pick<Message, 'conversationId' | 'id' | 'content'>) =>
  `${message.conversationId}/${message.id}/${message.content}`;

function mapOf<T>(store: WeakMap<ChatIdentity, T>, identity: ChatIdentity, make: () => T): T {
  let value = store.get(identity);
  if (value === undefined) {
    value = make();
    store.set(identity, value);
  }
  return value;
}

/** The message's text if it was decrypted already, else undefined. */
export function decrypted(identity: ChatIdentity, message: Message): Decrypted | undefined {
  return results.get(identity)?.get(resultKey(message));
}

/** Records the text of a message the viewer just encrypted (its own send): no need to decrypt it again. */
export function rememberText(identity: ChatIdentity, message: Message, text: string): void {
  mapOf(results, identity, () => new Map()).set(resultKey(message), { text, state: 'ok' });
  bump();
}

/** Verifies and decrypts one message with the epoch keys and sender keys at hand. */
async function decryptOne(
  message: Message,
  keys: Map<number, Uint8Array | 'unverified'>,
  senderSignPublicKey: string | undefined,
): Promise<Decrypted> {
  if (!senderSignPublicKey) return { text: null, state: 'unverified' };
  let badKey = false;
  try {
    const text = await decryptMessage({
      content: message.content,
      conversationId: message.conversationId,
      senderId: message.accountId,
      senderSignPublicKey,
      keyOf: (epoch) => {
        const key = keys.get(epoch);
        if (key === 'unverified') badKey = true;
        return key instanceof Uint8Array ? key : undefined;
      },
    });
    if (text !== null) return { text, state: 'ok' };
    return { text: null, state: badKey ? 'unverified' : 'no-key' };
  } catch (error) {
    if (error instanceof ChatIntegrityError) return { text: null, state: 'unverified' };
    throw error;
  }
}

/**
 * Decrypts those of `messages` (all of `conversation`) not done or under way, and bumps
 * {@link useDecryptVersion} when they are. A failed load of keys is tried again after a while.
 */
export async function decryptMessages(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversation: Pick<Conversation, 'id' | 'keys'>,
  messages: readonly Message[],
): Promise<void> {
  const done = mapOf(results, identity, () => new Map());
  const underWay = mapOf(pending, identity, () => new Set());
  const todo = messages.filter(
    (message) => !done.has(resultKey(message)) && !underWay.has(resultKey(message)),
  );
  if (todo.length === 0) return;
  for (const message of todo) underWay.add(resultKey(message));
  try {
    const [keys, senders] = await Promise.all([
      conversationEpochKeys(client, viewer, identity, conversation),
      publicKeysOf(
        client,
        viewer,
        todo.map((message) => message.accountId),
      ),
    ]);
    for (const message of todo) {
      done.set(
        resultKey(message),
        await decryptOne(message, keys, senders.get(message.accountId)?.signPublicKey),
      );
    }
    bump();
  } catch {
    setTimeout(bump, RETRY_AFTER_MS);
  } finally {
    for (const message of todo) underWay.delete(resultKey(message));
  }
}
