/**
 * Chat test kit: accounts with real chat identities (the one crypto module, @rep/shared/chatCrypto, at a
 * cheap argon2id cost), and the sealed keys and encrypted envelopes a browser would send.
 */

import type { ChatIdentityRecord } from '@rep/shared';
import { apiEndpoints, CHAT_ESCROW_MIN_COST, type Conversation, type Message } from '@rep/shared';
import {
  type ChatIdentity,
  createChatIdentity,
  decryptMessage,
  encryptMessage,
  newConversationKey,
  openConversationKey,
  sealConversationKey,
} from '@rep/shared/chatCrypto';
import type { TestApp, TestUser } from '../test/harness';

/** A signed-up account that published a chat identity. */
export interface ChatUser extends TestUser {
  identity: ChatIdentity;
  record: ChatIdentityRecord;
}

/** Signs up `name` (Silver) and publishes its chat identity. */
export async function chatUser(t: TestApp, name: string): Promise<ChatUser> {
  const user = await t.signUp(name, 'Silver');
  const { identity, record } = await createChatIdentity(`${name} passphrase long`, CHAT_ESCROW_MIN_COST);
  const res = await t.call(apiEndpoints.chatKeysSet, record, user.token);
  if (res.status !== 200) throw new Error(`chat keys: ${JSON.stringify(res.body)}`);
  return { ...user, identity, record };
}

/** A new epoch key sealed by `distributor` to `members` (the distributor among them, as the API wants). */
export async function sealEpoch(
  conversationId: string,
  epoch: number,
  distributor: ChatUser,
  members: readonly ChatUser[],
): Promise<{ key: Uint8Array; keys: { userId: string; sealedKey: string }[] }> {
  const key = await newConversationKey();
  const keys = await sealConversationKey({
    key,
    conversationId,
    epoch,
    distributor: distributor.identity,
    members: members.map((member) => ({
      userId: member.accountId,
      boxPublicKey: member.record.boxPublicKey,
    })),
  });
  return { key, keys };
}

/** `text` encrypted by `sender` under an epoch's key: a message's `content`. */
export function encrypt(
  text: string,
  key: Uint8Array,
  conversationId: string,
  epoch: number,
  sender: ChatUser,
): Promise<string> {
  return encryptMessage({
    text,
    key,
    conversationId,
    epoch,
    senderId: sender.accountId,
    sender: sender.identity,
  });
}

/**
 * The epoch keys `reader` opens from a conversation it was answered (its `keys`), checking each key's
 * distributor signature against `users` (by account id).
 */
export async function openKeys(
  conversation: Conversation,
  reader: ChatUser,
  users: readonly ChatUser[],
): Promise<Map<number, Uint8Array>> {
  const opened = new Map<number, Uint8Array>();
  for (const sealed of conversation.keys) {
    const distributor = users.find((user) => user.accountId === sealed.sealedBy);
    if (!distributor) throw new Error(`unknown distributor ${sealed.sealedBy}`);
    opened.set(
      sealed.epoch,
      await openConversationKey({
        sealedKey: sealed.sealedKey,
        conversationId: conversation.id,
        epoch: sealed.epoch,
        identity: reader.identity,
        distributorSignPublicKey: distributor.record.signPublicKey,
      }),
    );
  }
  return opened;
}

/** A message's text, or null when `keys` lack its epoch. */
export function decrypt(
  message: Message,
  keys: Map<number, Uint8Array>,
  users: readonly ChatUser[],
): Promise<string | null> {
  const sender = users.find((user) => user.accountId === message.accountId);
  if (!sender) throw new Error(`unknown sender ${message.accountId}`);
  return decryptMessage({
    content: message.content,
    conversationId: message.conversationId,
    senderId: message.accountId,
    senderSignPublicKey: sender.record.signPublicKey,
    keyOf: (epoch) => keys.get(epoch),
  });
}

let counter = 0;
/** A fresh client-chosen chat id (letters and digits). */
export const chatId = (prefix: string): string => `${prefix}${Date.now().toString(36)}${counter++}`;
