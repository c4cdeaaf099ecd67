/**
 * Chat over the realtime socket (SPEC §4 "Conversations and badges", §7): incoming messages and read receipts
 * update the caches, a conversation being viewed is marked read at once, a reconnection that lost events
 * re-syncs. Free of crypto: it runs in the main bundle with the socket (app/useRealtime.ts).
 */
import { apiEndpoints, type Message } from '@rep/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../apiClient';
import { notificationKeys } from '../queries/notificationCache';
import { sendReadConversations } from '../realtime';
import { useAccountId } from '../session';
import {
  addMessages,
  applyMessage,
  applyReadReceipt,
  cachedConversation,
  clearUnread,
  updateChatBadge,
} from './cache';
import { chatKeys } from './keys';

/** How many mounted, visible views each conversation has (normally 0 or 1). */
const viewing = new Map<string, number>();

/** True while the conversation is open in a visible tab: its new messages are read at once (SPEC §4). */
export const isViewingConversation = (conversationId: string): boolean =>
  (viewing.get(conversationId) ?? 0) > 0;

/**
 * Marks `conversationIds` read for the viewer (SPEC §4): unread counts 0 and the chat badge down at once, then
 * `read-list-conversation` over the socket, or `/badge/reset/chat` when no socket is connected (whose answer
 * is the badge). A failed fallback reloads the badge.
 */
export async function markConversationsRead(
  client: QueryClient,
  viewer: string,
  conversationIds: readonly string[],
): Promise<void> {
  if (conversationIds.length === 0) return;
  const cleared = clearUnread(client, viewer, conversationIds);
  if (cleared.length > 0) updateChatBadge(client, viewer, (count) => count - cleared.length);
  if (sendReadConversations(conversationIds, viewer)) return;
  try {
    const { data } = await callApi(apiEndpoints.badgeResetChat, { conversations: [...conversationIds] });
    client.setQueryData(notificationKeys.badge(viewer), data);
  } catch {
    void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
  }
}

/**
 * Marks the conversation as being viewed while the calling component is mounted and its tab visible
 * (`conversationId` null: none), and marks it read whenever that starts (opened, or its tab back in view).
 * Its incoming messages are then read at once ({@link receiveChatMessage}).
 */
export function useViewingConversation(conversationId: string | null): void {
  const client = useQueryClient();
  const viewer = useAccountId();
  useEffect(() => {
    if (!viewer || !conversationId) return;
    let counted = false;
    const update = () => {
      const visible = document.visibilityState !== 'hidden';
      if (visible === counted) return;
      counted = visible;
      viewing.set(conversationId, (viewing.get(conversationId) ?? 0) + (visible ? 1 : -1));
      if (visible) void markConversationsRead(client, viewer, [conversationId]);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      if (counted) viewing.set(conversationId, (viewing.get(conversationId) ?? 1) - 1);
    };
  }, [client, viewer, conversationId]);
}

/** Per query cache, the ids of the messages the socket brought lately (insertion order), up to 500. */
const recentIds = new WeakMap<QueryClient, Set<string>>();
const RECENT_MAX = 500;

/**
 * True the first time a message is seen: a recovering socket may hand an event over twice (notificationSync.ts),
 * and the sender's own message comes both as the answer of its send and on the socket.
 */
export function firstSightOfMessage(client: QueryClient, message: Message): boolean {
  const seen = recentIds.get(client) ?? new Set<string>();
  recentIds.set(client, seen);
  const key = `${message.conversationId}/${message.id}`;
  if (seen.has(key)) return false;
  seen.add(key);
  if (seen.size > RECENT_MAX) seen.delete(seen.values().next().value as string);
  return true;
}

/**
 * A message arrived on the socket (SPEC §4 "Conversations and badges"): it joins the conversation's cached
 * messages; the conversation's latest message and count change and it moves to the top. Another member's
 * message in the conversation being viewed is read at once; elsewhere its unread count rises and the badge is
 * loaded again from the server. A conversation the caches do not know re-syncs the list.
 */
export function receiveChatMessage(client: QueryClient, viewer: string, message: Message): void {
  if (!firstSightOfMessage(client, message)) return;
  const { conversationId } = message;
  const own = message.accountId === viewer;
  const viewed = isViewingConversation(conversationId);
  addMessages(client, viewer, conversationId, [message]);
  const cached = cachedConversation(client, viewer, conversationId);
  const known = applyMessage(client, viewer, message, viewed);
  // Unknown, or a newer epoch than cached (members changed): its keys and members load again.
  if (!known || (cached && cached.epoch < message.epoch)) {
    void client.invalidateQueries({ queryKey: chatKeys.conversations(viewer) });
    void client.invalidateQueries({ queryKey: chatKeys.conversation(viewer, conversationId) });
  }
  if (own) return;
  if (viewed) void markConversationsRead(client, viewer, [conversationId]);
  else void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
}

/**
 * A read receipt arrived (`read-list-conversation {conversationIds, at, userId}`): another member's read ticks
 * move; the viewer's own (read on another device) clears the unread counts and reloads the badge.
 */
export function receiveReadReceipt(
  client: QueryClient,
  viewer: string,
  receipt: { conversationIds: string[]; at: string; userId: string },
): void {
  applyReadReceipt(client, viewer, receipt);
  if (receipt.userId === viewer) void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
}

/**
 * The socket came back without its missed events: the conversations and open message lists load again, and
 * the conversations being viewed are marked read (the badge itself reloads with the notifications' re-sync).
 */
export function resyncChat(client: QueryClient, viewer: string): void {
  for (const key of [
    chatKeys.conversations(viewer),
    chatKeys.conversationsById(viewer),
    ['chat', viewer, 'messages'],
  ]) {
    void client.invalidateQueries({ queryKey: key });
  }
  const viewed = [...viewing].filter(([, count]) => count > 0).map(([id]) => id);
  void markConversationsRead(client, viewer, viewed);
}
