/**
 * Conversation calls shared by sending and membership changes: loading a conversation afresh, and starting
 * its next epoch (docs/CHAT.md "Keys").
 */

import { apiEndpoints, type Conversation } from '@rep/shared';
import type { ChatIdentity } from '@rep/shared/chatCrypto';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../apiClient';
import { putConversation } from './cache';
import { sealNewEpoch } from './conversationKeys';
import { chatKeys } from './keys';
import { addChatProfiles } from './profiles';

/**
 * Loads the conversation from the server (`/chat/conversation/get`) into the caches.
 * @throws ApiError ConversationNotFound (404) when the viewer has no such conversation, or the call's failure
 */
export async function fetchConversation(
  client: QueryClient,
  viewer: string,
  conversationId: string,
): Promise<Conversation> {
  const page = await callApi(apiEndpoints.conversationGet, { conversationIds: [conversationId] });
  addChatProfiles(viewer, page.metadata.userProfiles);
  const conversation = page.data[0];
  if (!conversation) throw new ApiError('Conversation not found', 404, 'ConversationNotFound');
  putConversation(client, viewer, conversation);
  return conversation;
}

/**
 * Stores a conversation a change answered (members, re-key). A load of it under way started before the change
 * and would put the old one back: it is cancelled first.
 */
export async function storeChanged(client: QueryClient, viewer: string, conversation: Conversation) {
  await client.cancelQueries({ queryKey: chatKeys.conversation(viewer, conversation.id) });
  putConversation(client, viewer, conversation);
}

/**
 * Starts the conversation's next epoch (`/chat/conversation/rotate-key`): a new key sealed to its current
 * members, after a member left (`rekeyRequired`). Answers the conversation as changed.
 * @throws ApiError StaleEpoch (409) when another member started it first; ChatKeysMissingError
 */
export async function startNextEpoch(
  client: QueryClient,
  viewer: string,
  identity: ChatIdentity,
  conversation: Conversation,
): Promise<Conversation> {
  const epoch = conversation.epoch + 1;
  const { keys } = await sealNewEpoch(client, viewer, identity, conversation.id, epoch, conversation.members);
  const { data } = await callApi(apiEndpoints.conversationRotateKey, {
    conversationId: conversation.id,
    epoch,
    keys,
  });
  await storeChanged(client, viewer, data);
  return data;
}
