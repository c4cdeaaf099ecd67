/**
 * Chat caches and their updates (SPEC §4 "Conversations and badges"), free of crypto so the realtime handlers
 * of the main bundle can use them: the conversation list, single conversations, raw message pages (decrypted
 * when shown, decrypt.ts) and the chat badge (`BadgeCounts.conversations`).
 */
import { type ApiList, type Conversation, emptyMetadata, type Message } from '@rep/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { updateBadgeCount } from '../queries/notificationCache';
import { chatKeys } from './keys';

/** One page of `/chat/conversation/list`, latest activity first, the members' profiles in `metadata`. */
export type ConversationPage = ApiList<Conversation>;
/** The paged conversation list as cached. */
export type ConversationListData = InfiniteData<ConversationPage, number>;
/** One page of `/chat/message/list`, newest first. */
export type MessagePage = ApiList<Message>;
/** A conversation's paged messages as cached (ciphertext; newest first). */
export type MessageListData = InfiniteData<MessagePage, number>;

/** Items of every loaded page, each id once (pages shift as new items arrive). */
function flattenById<T extends { id: string }>(pages: readonly ApiList<T>[] | undefined): T[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.id) && !!seen.add(item.id));
}

/** The cached conversations, in list order (latest activity first), each once. */
export const flattenConversations = (data: ConversationListData | undefined): Conversation[] =>
  flattenById(data?.pages);

/** The cached messages of a conversation, newest first, each once. */
export const flattenMessages = (data: MessageListData | undefined): Message[] => flattenById(data?.pages);

/** The number of items the pages hold: the offset of the next page (new items shift older ones down). */
export const loadedCount = (pages: readonly ApiList<unknown>[]): number =>
  pages.reduce((sum, page) => sum + page.data.length, 0);

/** The conversation `conversationId` as cached: its own query, else the list; undefined when unknown. */
export function cachedConversation(
  client: QueryClient,
  viewer: string,
  conversationId: string,
): Conversation | undefined {
  const single = client.getQueryData<Conversation | null>(chatKeys.conversation(viewer, conversationId));
  if (single) return single;
  return flattenConversations(client.getQueryData(chatKeys.conversations(viewer))).find(
    (conversation) => conversation.id === conversationId,
  );
}

/**
 * Changes the cached conversation `conversationId` with `update`, in the list and in its own query. With
 * `toTop` it moves to the top of the list (new activity). Answers whether a cached copy was found.
 */
export function updateConversation(
  client: QueryClient,
  viewer: string,
  conversationId: string,
  update: (conversation: Conversation) => Conversation,
  toTop = false,
): boolean {
  let found = false;
  client.setQueryData<Conversation | null>(chatKeys.conversation(viewer, conversationId), (conversation) => {
    if (!conversation) return conversation;
    found = true;
    return update(conversation);
  });
  client.setQueryData<ConversationListData>(chatKeys.conversations(viewer), (data) => {
    const current = flattenConversations(data).find((conversation) => conversation.id === conversationId);
    if (!data || !current) return data;
    found = true;
    const next = update(current);
    if (!toTop) {
      const pages = data.pages.map((page) =>
        page.data.some((item) => item.id === conversationId)
          ? { ...page, data: page.data.map((item) => (item.id === conversationId ? next : item)) }
          : page,
      );
      return { ...data, pages };
    }
    return withOnTop(data, next);
  });
  return found;
}

/** The list with `conversation` first (taken out of wherever it was). */
function withOnTop(data: ConversationListData, conversation: Conversation): ConversationListData {
  const pages = data.pages.map((page) =>
    page.data.some((item) => item.id === conversation.id)
      ? { ...page, data: page.data.filter((item) => item.id !== conversation.id) }
      : page,
  );
  const [first, ...rest] = pages;
  const page: ConversationPage = first ?? { success: true, data: [], metadata: emptyMetadata() };
  return { ...data, pages: [{ ...page, data: [conversation, ...page.data] }, ...rest] };
}

/**
 * Stores a conversation the server answered (created, changed members, re-keyed): its own query and the list
 * (on top when `toTop`, or when the list did not hold it yet).
 */
export function putConversation(
  client: QueryClient,
  viewer: string,
  conversation: Conversation,
  toTop = false,
) {
  client.setQueryData<Conversation | null>(chatKeys.conversation(viewer, conversation.id), conversation);
  client.setQueryData<ConversationListData>(chatKeys.conversations(viewer), (data) => {
    if (!data) return data;
    const known = flattenConversations(data).some((item) => item.id === conversation.id);
    if (!known || toTop) return withOnTop(data, conversation);
    const pages = data.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (item.id === conversation.id ? conversation : item)),
    }));
    return { ...data, pages };
  });
}

/**
 * Puts `incoming` messages on the newest page of the conversation's cached messages, skipping those already
 * there. Does nothing when the messages are not cached (they load fresh when opened). Answers whether the
 * cache changed.
 */
export function addMessages(
  client: QueryClient,
  viewer: string,
  conversationId: string,
  incoming: readonly Message[],
): boolean {
  let changed = false;
  client.setQueryData<MessageListData>(chatKeys.messages(viewer, conversationId), (data) => {
    if (!data) return data;
    const known = new Set(flattenMessages(data).map((message) => message.id));
    const fresh = incoming
      .filter((message) => !known.has(message.id))
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
    if (fresh.length === 0) return data;
    changed = true;
    const [first, ...rest] = data.pages;
    const page: MessagePage = first ?? { success: true, data: [], metadata: emptyMetadata() };
    return { ...data, pages: [{ ...page, data: [...fresh, ...page.data] }, ...rest] };
  });
  return changed;
}

/** True when `message` is newer than the conversation's latest (or the conversation has none). */
const isNewer = (conversation: Conversation, message: Message) =>
  !conversation.latestMessage ||
  (conversation.latestMessage.id !== message.id &&
    Date.parse(message.created) >= Date.parse(conversation.latestMessage.created));

/**
 * A message the socket brought (or the viewer sent) in a cached conversation (SPEC §4): the latest message,
 * the count + 1, the conversation on top; its unread count + 1 when another member sent it and the
 * conversation is not `viewed`, else 0 (the sender's own message marks it read for them). Answers false when
 * the conversation is not cached (the caller re-syncs the list).
 */
export function applyMessage(
  client: QueryClient,
  viewer: string,
  message: Message,
  viewed: boolean,
): boolean {
  const own = message.accountId === viewer;
  return updateConversation(
    client,
    viewer,
    message.conversationId,
    (conversation) => {
      if (conversation.latestMessage?.id === message.id) return conversation;
      const newer = isNewer(conversation, message);
      return {
        ...conversation,
        latestMessage: newer ? message : conversation.latestMessage,
        latestMessageSentAt: newer ? message.created : conversation.latestMessageSentAt,
        numberOfMessage: conversation.numberOfMessage + 1,
        unreadMessages: own || viewed ? 0 : conversation.unreadMessages + 1,
      };
    },
    true,
  );
}

/** Sets the unread count of the cached conversations `conversationIds` to 0; answers the ids that had unread. */
export function clearUnread(
  client: QueryClient,
  viewer: string,
  conversationIds: readonly string[],
): string[] {
  const cleared: string[] = [];
  for (const id of conversationIds) {
    updateConversation(client, viewer, id, (conversation) => {
      if (conversation.unreadMessages === 0) return conversation;
      cleared.push(id);
      return { ...conversation, unreadMessages: 0 };
    });
  }
  return [...new Set(cleared)];
}

/**
 * A read receipt `{conversationIds, at, userId}` (SPEC §4, docs/CHAT.md "Unread and read receipts"): another
 * member's `others[].readAt` becomes `at` (never earlier); the viewer's own (another device read them) clears
 * the unread counts. Answers the conversation ids that were cached.
 */
export function applyReadReceipt(
  client: QueryClient,
  viewer: string,
  receipt: { conversationIds: readonly string[]; at: string; userId: string },
): string[] {
  if (receipt.userId === viewer) {
    const known = receipt.conversationIds.filter((id) => cachedConversation(client, viewer, id));
    clearUnread(client, viewer, known);
    return known;
  }
  const known: string[] = [];
  for (const id of receipt.conversationIds) {
    const found = updateConversation(client, viewer, id, (conversation) => {
      const current = conversation.others.find((other) => other.userId === receipt.userId);
      if (current?.readAt && Date.parse(current.readAt) >= Date.parse(receipt.at)) return conversation;
      const others = current
        ? conversation.others.map((other) =>
            other.userId === receipt.userId ? { ...other, readAt: receipt.at } : other,
          )
        : [...conversation.others, { userId: receipt.userId, readAt: receipt.at }];
      return { ...conversation, others };
    });
    if (found) known.push(id);
  }
  return known;
}

/** Changes the cached chat badge (`BadgeCounts.conversations`, floor 0); false when no badge is cached. */
export const updateChatBadge = (client: QueryClient, viewer: string, update: (count: number) => number) =>
  updateBadgeCount(client, viewer, 'conversations', update);
