/**
 * Starting conversations and changing a group's members (SPEC §7 Chat, docs/CHAT.md "Keys"): each seals a
 * new epoch's key to the members after the change.
 */
import { apiEndpoints, type Conversation } from '@rep/shared';
import { encryptMessage } from '@rep/shared/chatCrypto';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, callApi } from '../apiClient';
import { useAccountId } from '../session';
import { addMessages, flattenConversations, putConversation, updateConversation } from './cache';
import { fetchConversation, storeChanged } from './conversationApi';
import { sealNewEpoch } from './conversationKeys';
import { rememberText } from './decrypt';
import { unlockedIdentity } from './keyring';
import { chatKeys, newChatId } from './keys';
import { sendText } from './outbox';
import { loadChatProfiles } from './profiles';

/** The viewer's unlocked identity, or an Error saying chat is locked. */
function identityOf(viewer: string | null) {
  const identity = viewer ? unlockedIdentity(viewer) : null;
  if (!viewer || !identity) throw new Error('Unlock chat first');
  return { viewer, identity };
}

/** The cached direct conversation with `partner`, if any. */
const cachedDirect = (client: QueryClient, viewer: string, partner: string) =>
  flattenConversations(client.getQueryData(chatKeys.conversations(viewer))).find(
    (conversation) => conversation.kind === 'Direct' && conversation.dmPartner === partner,
  );

/**
 * Starts a conversation with `memberIds` (one: direct; more: a group) and sends `firstText` in it. A direct
 * conversation that exists is reused (the server answers it). Answers the conversation id.
 * @throws Error when chat is locked, ChatKeysMissingError when a member has no chat keys, ApiError
 */
async function startConversation(
  client: QueryClient,
  viewerId: string | null,
  memberIds: readonly string[],
  firstText?: string,
): Promise<string> {
  const { viewer, identity } = identityOf(viewerId);
  const others = [...new Set(memberIds)].filter((id) => id !== viewer);
  const text = firstText?.trim() ? firstText : undefined;
  const existing = others.length === 1 ? cachedDirect(client, viewer, others[0]!) : undefined;
  if (existing) {
    if (text) sendText(client, viewer, existing.id, newChatId(), text);
    return existing.id;
  }
  const conversationId = newChatId();
  const { key, keys } = await sealNewEpoch(client, viewer, identity, conversationId, 0, others);
  void loadChatProfiles(viewer, others);
  if (text) {
    const messageId = newChatId();
    const content = await encryptMessage({
      text,
      key,
      conversationId,
      epoch: 0,
      senderId: viewer,
      sender: identity,
    });
    try {
      const { data } = await callApi(apiEndpoints.createConversationWithMessage, {
        members: others,
        keys,
        conversationId,
        content,
        id: messageId,
      });
      rememberText(identity, data.message, text);
      putConversation(client, viewer, data.conversation, true);
      addMessages(client, viewer, conversationId, [data.message]);
      return data.conversation.id;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'ConversationExists') throw error;
      const id = (error.data as { conversationId?: string } | undefined)?.conversationId;
      if (!id) throw error;
      await fetchConversation(client, viewer, id);
      sendText(client, viewer, id, messageId, text);
      return id;
    }
  }
  const { data } = await callApi(apiEndpoints.conversationCreate, {
    members: others,
    keys,
    id: conversationId,
  });
  putConversation(client, viewer, data, true);
  return data.id;
}

/** Start a conversation: `start(memberIds, firstText?)` answers its id (an existing direct one is reused). */
export function useStartConversation() {
  const client = useQueryClient();
  const viewer = useAccountId();
  const mutation = useMutation({
    mutationFn: ({ memberIds, firstText }: { memberIds: string[]; firstText?: string }) =>
      startConversation(client, viewer, memberIds, firstText),
  });
  const { mutateAsync } = mutation;
  const start = useCallback(
    (memberIds: string[], firstText?: string) => mutateAsync({ memberIds, firstText }),
    [mutateAsync],
  );
  return { start, isPending: mutation.isPending };
}

/** Membership changes a StaleEpoch (another member changed the group meanwhile) retries with fresh data. */
const MEMBERSHIP_TRIES = 3;

/**
 * Adds or removes members: loads the conversation, seals epoch + 1 to the members after the change and calls
 * add-members or remove-members; a 409 StaleEpoch starts over with the conversation as it is now.
 */
async function changeMembers(
  client: QueryClient,
  viewerId: string | null,
  conversationId: string,
  change: 'add' | 'remove',
  userIds: readonly string[],
): Promise<Conversation> {
  const { viewer, identity } = identityOf(viewerId);
  for (let attempt = 1; ; attempt += 1) {
    const conversation = await fetchConversation(client, viewer, conversationId);
    const epoch = conversation.epoch + 1;
    const after =
      change === 'add'
        ? [...new Set([...conversation.members, ...userIds])]
        : conversation.members.filter((id) => !userIds.includes(id));
    const { keys } = await sealNewEpoch(client, viewer, identity, conversationId, epoch, after);
    const input = { conversationId, members: [...userIds], epoch, keys };
    try {
      const { data } =
        change === 'add'
          ? await callApi(apiEndpoints.conversationAddMembers, input)
          : await callApi(apiEndpoints.conversationRemoveMembers, input);
      await storeChanged(client, viewer, data);
      if (change === 'add') void loadChatProfiles(viewer, userIds);
      return data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'StaleEpoch' || attempt >= MEMBERSHIP_TRIES)
        throw error;
    }
  }
}

/**
 * A group's membership actions, each starting a new epoch as docs/CHAT.md says: `add(userIds)`,
 * `remove(userIds)`, and `leave()` (the next sender re-keys). Each rejects with the failure (ApiError,
 * ChatKeysMissingError, Error when locked).
 */
export function useGroupMembers(conversationId: string) {
  const client = useQueryClient();
  const viewer = useAccountId();
  const add = useCallback(
    async (userIds: string[]) => void (await changeMembers(client, viewer, conversationId, 'add', userIds)),
    [client, viewer, conversationId],
  );
  const remove = useCallback(
    async (userIds: string[]) =>
      void (await changeMembers(client, viewer, conversationId, 'remove', userIds)),
    [client, viewer, conversationId],
  );
  const leave = useCallback(async () => {
    if (!viewer) throw new Error('Sign in to use chat');
    await callApi(apiEndpoints.conversationLeave, { conversationId });
    updateConversation(client, viewer, conversationId, (conversation) => ({
      ...conversation,
      status: 'Left',
      secretKey: null,
      unreadMessages: 0,
    }));
    void client.invalidateQueries({ queryKey: chatKeys.conversation(viewer, conversationId) });
  }, [client, viewer, conversationId]);
  return { add, remove, leave };
}
