/**
 * The chat's reads and writes for the /messages screens (SPEC §7 Chat, issue 15): conversations, one
 * conversation, its decrypted messages, sending, starting conversations and group membership. Imports
 * libsodium (through decrypt.ts and outbox.ts): load it only with the /messages route.
 */
import {
  apiEndpoints,
  CHAT_MESSAGE_MAX,
  type Conversation,
  type Message,
  type UserProfile,
} from '@rep/shared';
import { type QueryKey, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { ApiError, callApi } from '../apiClient';
import { useAccountId } from '../session';
import {
  type ConversationListData,
  type ConversationPage,
  cachedConversation,
  flattenConversations,
  flattenMessages,
  loadedCount,
  type MessageListData,
  type MessagePage,
} from './cache';
import { fetchConversation } from './conversationApi';
import { decrypted, decryptMessages, useDecryptVersion } from './decrypt';
import { useKeyringStore } from './keyring';
import { CONVERSATIONS_PAGE_SIZE, chatKeys, MESSAGES_PAGE_SIZE, newChatId } from './keys';
import { type OutgoingMessage, retryText, sendText, useOutbox } from './outbox';
import { addChatProfiles, loadChatProfiles, useChatProfiles } from './profiles';

export { useChatBadgeCount } from './badge';
export { type KeyringStatus, useChatKeyring } from './keyring';
export { useGroupMembers, useStartConversation } from './members';
export { useChatReachable, useKeyFingerprint } from './publicKeys';
export { useViewingConversation } from './sync';

/** A message as the conversation view shows it. */
export interface ChatMessageView {
  /** As stored or sent (id, accountId, created, epoch…); a message on its way has an empty `content`. */
  message: Message;
  /** The decrypted text; null when it cannot be read. */
  text: string | null;
  /** 'no-key': the viewer holds no key for its epoch; 'unverified': its signature or associated data failed. */
  state: 'ok' | 'no-key' | 'unverified' | 'sending' | 'failed';
}

/** The viewer's unlocked identity (re-renders when it changes), or null. */
function useIdentity(viewer: string | null) {
  return useKeyringStore((state) => (state.accountId === viewer ? state.identity : null));
}

/** The profiles chat knows, by account id. */
const useProfiles = (): Record<string, UserProfile> => useChatProfiles((state) => state.profiles);

/**
 * The viewer's conversations (`/chat/conversation/list`), latest activity first, paged; the socket keeps them
 * current (sync.ts). `latestText` answers a conversation's decrypted latest message, null while unknown or
 * unreadable.
 */
export function useConversations() {
  const viewer = useAccountId();
  const client = useQueryClient();
  const identity = useIdentity(viewer);
  useDecryptVersion((state) => state.version);
  const query = useInfiniteQuery<ConversationPage, Error, ConversationListData, QueryKey, number>({
    queryKey: chatKeys.conversations(viewer),
    queryFn: async ({ pageParam }) => {
      const page = await callApi(apiEndpoints.conversationList, {
        offset: pageParam,
        limit: CONVERSATIONS_PAGE_SIZE,
      });
      if (viewer) addChatProfiles(viewer, page.metadata.userProfiles);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.data.length >= CONVERSATIONS_PAGE_SIZE ? loadedCount(pages) : undefined,
    enabled: viewer !== null,
    refetchOnMount: 'always',
  });
  const conversations = useMemo(() => flattenConversations(query.data), [query.data]);

  useEffect(() => {
    if (!viewer || !identity) return;
    for (const conversation of conversations) {
      if (conversation.latestMessage) {
        void decryptMessages(client, viewer, identity, conversation, [conversation.latestMessage]);
      }
    }
  }, [client, viewer, identity, conversations]);

  const latestText = (conversation: Conversation): string | null => {
    const latest = conversation.latestMessage;
    return identity && latest ? (decrypted(identity, latest)?.text ?? null) : null;
  };

  return {
    conversations,
    profiles: useProfiles(),
    isLoading: query.isLoading,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
    isFetchingNextPage: query.isFetchingNextPage,
    latestText,
  };
}

/**
 * One conversation (`/chat/conversation/get`), shown from the list's copy at once. `notFound` when the viewer
 * has no such conversation; `forbidden` on a 403 (not a member).
 */
export function useConversation(conversationId: string) {
  const viewer = useAccountId();
  const client = useQueryClient();
  const query = useQuery<Conversation | null>({
    queryKey: chatKeys.conversation(viewer, conversationId),
    queryFn: async () => {
      try {
        return await fetchConversation(client, viewer!, conversationId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    initialData: () => (viewer ? cachedConversation(client, viewer, conversationId) : undefined),
    initialDataUpdatedAt: () => client.getQueryState(chatKeys.conversations(viewer))?.dataUpdatedAt,
    enabled: viewer !== null && conversationId !== '',
  });
  const members = query.data?.members;
  useEffect(() => {
    if (viewer && members) void loadChatProfiles(viewer, members);
  }, [viewer, members]);
  return {
    conversation: query.data ?? undefined,
    profiles: useProfiles(),
    isLoading: query.isLoading,
    notFound: query.data === null,
    forbidden: query.error instanceof ApiError && query.error.status === 403,
  };
}

/** An outgoing message as a view (its `message` carries the id, the sender and the time pressed). */
const outgoingView = (viewer: string, outgoing: OutgoingMessage, epoch: number): ChatMessageView => ({
  message: {
    conversationId: outgoing.conversationId,
    id: outgoing.id,
    accountId: viewer,
    content: '',
    created: outgoing.created,
    status: 'Sent',
    epoch,
  },
  text: outgoing.text,
  state: outgoing.state,
});

/**
 * A conversation's messages (`/chat/message/list`, newest first, paged), decrypted and ordered oldest →
 * newest, then the viewer's messages on their way or failed. A message shows once decrypted (milliseconds);
 * `fetchOlder` loads the page before the oldest.
 */
export function useMessages(conversationId: string) {
  const viewer = useAccountId();
  const client = useQueryClient();
  const identity = useIdentity(viewer);
  const version = useDecryptVersion((state) => state.version);
  const { conversation } = useConversation(conversationId);
  const outbox = useOutbox((state) => state.messages);
  const query = useInfiniteQuery<MessagePage, Error, MessageListData, QueryKey, number>({
    queryKey: chatKeys.messages(viewer, conversationId),
    queryFn: async ({ pageParam }) => {
      const page = await callApi(apiEndpoints.messageList, {
        conversationId,
        offset: pageParam,
        limit: MESSAGES_PAGE_SIZE,
      });
      if (viewer) addChatProfiles(viewer, page.metadata.userProfiles);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.data.length >= MESSAGES_PAGE_SIZE ? loadedCount(pages) : undefined,
    enabled: viewer !== null && conversationId !== '',
  });
  const stored = useMemo(() => flattenMessages(query.data), [query.data]);

  // Messages of an epoch newer than the cached conversation's wait for its keys: it loads again.
  const readable = useMemo(
    () => (conversation ? stored.filter((message) => message.epoch <= conversation.epoch) : []),
    [stored, conversation],
  );
  const newerEpoch = conversation !== undefined && readable.length < stored.length;
  const epoch = conversation?.epoch ?? 0;
  useEffect(() => {
    if (newerEpoch)
      void client.invalidateQueries({ queryKey: chatKeys.conversation(viewer, conversationId) });
  }, [client, viewer, conversationId, newerEpoch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` also runs it after a failed load's wait
  useEffect(() => {
    if (viewer && identity && conversation && readable.length > 0) {
      void decryptMessages(client, viewer, identity, conversation, readable);
    }
  }, [client, viewer, identity, conversation, readable, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` signals texts the decrypt store got
  const messages = useMemo(() => {
    if (!viewer || !identity) return [];
    const views: ChatMessageView[] = [];
    for (const message of [...readable].reverse()) {
      const result = decrypted(identity, message);
      if (result) views.push({ message, ...result });
    }
    // A sent message stays shown from the outbox until its stored copy is decrypted (no flicker).
    const shown = new Set(views.map((view) => view.message.id));
    const pending = Object.values(outbox)
      .filter((outgoing) => outgoing.conversationId === conversationId && !shown.has(outgoing.id))
      .sort((a, b) => a.created.localeCompare(b.created))
      .map((outgoing) => outgoingView(viewer, outgoing, epoch));
    return [...views, ...pending];
  }, [viewer, identity, readable, outbox, conversationId, epoch, version]);

  return {
    messages,
    isLoading: query.isLoading || (readable.length > 0 && messages.length === 0 && identity !== null),
    hasOlder: query.hasNextPage,
    fetchOlder: () => void query.fetchNextPage(),
    isFetchingOlder: query.isFetchingNextPage,
  };
}

/**
 * Sending in a conversation (SPEC §8): `send(text)` shows the message at once and delivers it (outbox.ts);
 * `retry(messageId)` sends a failed one again with the same id. `canSend` is false when chat is locked, the
 * viewer left, or holds no key for the current epoch (a pending re-key is done by the send itself).
 */
export function useSendMessage(conversationId: string) {
  const viewer = useAccountId();
  const client = useQueryClient();
  const identity = useIdentity(viewer);
  const { conversation } = useConversation(conversationId);
  const send = useCallback(
    (text: string) => {
      if (!viewer || !text.trim()) return;
      if (text.length > CHAT_MESSAGE_MAX) {
        toast.error(`A message has at most ${CHAT_MESSAGE_MAX} characters`);
        return;
      }
      sendText(client, viewer, conversationId, newChatId(), text);
    },
    [client, viewer, conversationId],
  );
  const retry = useCallback(
    (messageId: string) => {
      if (viewer) retryText(client, viewer, messageId);
    },
    [client, viewer],
  );
  const canSend =
    identity !== null &&
    conversation?.status === 'Active' &&
    (conversation.secretKey !== null || conversation.rekeyRequired);
  return { send, retry, canSend };
}
