import { type BadgeCounts, type Conversation, emptyMetadata, type Message } from '@rep/shared';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestWrapper } from '../../test/render';
import { signInForTest } from '../../test/session';
import { notificationKeys } from '../queries/notificationCache';
import { useSessionStore } from '../session';
import {
  type ConversationListData,
  flattenConversations,
  flattenMessages,
  type MessageListData,
} from './cache';
import { chatKeys } from './keys';
import { receiveChatMessage, receiveReadReceipt, resyncChat, useViewingConversation } from './sync';

const viewer = 'client|me';

const conversation = (id: string, overrides: Partial<Conversation> = {}): Conversation => ({
  id,
  kind: 'Direct',
  members: [viewer, 'client|ada'],
  dmPartner: 'client|ada',
  secretKey: 'sealed',
  epoch: 0,
  keys: [],
  latestMessageSentAt: '2026-11-24T09:00:00.000Z',
  numberOfMessage: 3,
  latestMessage: null,
  status: 'Active',
  unreadMessages: 0,
  others: [{ userId: 'client|ada', readAt: null }],
  rekeyRequired: false,
  createdBy: viewer,
  createdAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

let sequence = 0;
const message = (conversationId: string, overrides: Partial<Message> = {}): Message => ({
  conversationId,
  id: `msg${String(++sequence).padStart(8, '0')}`,
  accountId: 'client|ada',
  content: 'r1.0.nonce.ciphertext.signature',
  created: new Date(Date.UTC(2026, 10, 24, 10, 0, sequence)).toISOString(),
  status: 'Sent',
  epoch: 0,
  ...overrides,
});

const page = <T>(data: T[]) => ({ success: true as const, data, metadata: emptyMetadata() });

/** A cache with conversations `a` and `b` listed (b on top), `a`'s messages open, and the badge loaded. */
function setup(client: QueryClient) {
  client.setQueryData<ConversationListData>(chatKeys.conversations(viewer), {
    pages: [page([conversation('convbbbbb'), conversation('convaaaaa', { unreadMessages: 1 })])],
    pageParams: [0],
  });
  client.setQueryData<MessageListData>(chatKeys.messages(viewer, 'convaaaaa'), {
    pages: [page([message('convaaaaa')])],
    pageParams: [0],
  });
  client.setQueryData<BadgeCounts>(notificationKeys.badge(viewer), {
    notifications: 0,
    repSocialNotifications: 0,
    conversations: 1,
  });
  const list = () => flattenConversations(client.getQueryData(chatKeys.conversations(viewer)));
  const one = (id: string) => list().find((item) => item.id === id)!;
  const messages = () =>
    flattenMessages(client.getQueryData(chatKeys.messages(viewer, 'convaaaaa'))).map((item) => item.id);
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { list, one, messages, invalidated };
}

describe('chat over the socket (SPEC §4 "Conversations and badges")', () => {
  let client: QueryClient;
  let wrapper: ReturnType<typeof createTestWrapper>['wrapper'];
  beforeEach(() => {
    signInForTest(viewer);
    ({ client, wrapper } = createTestWrapper());
  });
  afterEach(() => useSessionStore.getState().forget());

  it("another member's message in a conversation not viewed: latest, count + 1, on top, unread + 1, badge reloaded", () => {
    const { list, one, messages, invalidated } = setup(client);
    const incoming = message('convaaaaa');

    receiveChatMessage(client, viewer, incoming);

    expect(list().map((item) => item.id)).toEqual(['convaaaaa', 'convbbbbb']);
    expect(one('convaaaaa')).toMatchObject({
      latestMessage: incoming,
      latestMessageSentAt: incoming.created,
      numberOfMessage: 4,
      unreadMessages: 2,
    });
    expect(messages()[0]).toBe(incoming.id);
    expect(invalidated(notificationKeys.badge(viewer))).toBe(true);
  });

  it('counts a message the socket hands over twice once', () => {
    const { one, messages } = setup(client);
    const incoming = message('convaaaaa');
    receiveChatMessage(client, viewer, incoming);
    receiveChatMessage(client, viewer, { ...incoming });
    expect(one('convaaaaa')).toMatchObject({ numberOfMessage: 4, unreadMessages: 2 });
    expect(messages().filter((id) => id === incoming.id)).toHaveLength(1);
  });

  it('a conversation being viewed is read at once: its count stays 0 and the message joins the open list', () => {
    const { one, messages } = setup(client);
    const view = renderHook(() => useViewingConversation('convaaaaa'), { wrapper });
    expect(one('convaaaaa').unreadMessages).toBe(0);
    expect(client.getQueryData<BadgeCounts>(notificationKeys.badge(viewer))?.conversations).toBe(0);
    const incoming = message('convaaaaa');

    receiveChatMessage(client, viewer, incoming);

    expect(one('convaaaaa')).toMatchObject({
      unreadMessages: 0,
      numberOfMessage: 4,
      latestMessage: incoming,
    });
    expect(messages()[0]).toBe(incoming.id);
    view.unmount();
    const later = message('convaaaaa');
    receiveChatMessage(client, viewer, later);
    expect(one('convaaaaa').unreadMessages).toBe(1);
  });

  it("the viewer's own message from another device moves the conversation without unread", () => {
    const { one, invalidated } = setup(client);
    receiveChatMessage(client, viewer, message('convbbbbb', { accountId: viewer }));
    expect(one('convbbbbb')).toMatchObject({ unreadMessages: 0, numberOfMessage: 4 });
    expect(invalidated(notificationKeys.badge(viewer))).toBe(false);
  });

  it('an unknown conversation re-syncs the list; a newer epoch reloads the conversation', () => {
    const { invalidated } = setup(client);
    receiveChatMessage(client, viewer, message('convccccc'));
    expect(invalidated(chatKeys.conversations(viewer))).toBe(true);

    const fresh = createTestWrapper().client;
    const again = setup(fresh);
    fresh.setQueryData(chatKeys.conversation(viewer, 'convbbbbb'), conversation('convbbbbb'));
    receiveChatMessage(fresh, viewer, message('convbbbbb', { epoch: 1 }));
    expect(again.invalidated(chatKeys.conversation(viewer, 'convbbbbb'))).toBe(true);
  });

  it("a member's receipt moves their read tick forward only; the viewer's own clears the unread count", () => {
    const { one, invalidated } = setup(client);
    const readAt = (id: string) => one(id).others.find((other) => other.userId === 'client|ada')?.readAt;
    receiveReadReceipt(client, viewer, {
      conversationIds: ['convaaaaa', 'convbbbbb'],
      at: '2026-11-24T10:05:00.000Z',
      userId: 'client|ada',
    });
    receiveReadReceipt(client, viewer, {
      conversationIds: ['convaaaaa'],
      at: '2026-11-24T10:01:00.000Z',
      userId: 'client|ada',
    });
    expect(readAt('convaaaaa')).toBe('2026-11-24T10:05:00.000Z');
    expect(readAt('convbbbbb')).toBe('2026-11-24T10:05:00.000Z');
    expect(one('convaaaaa').unreadMessages).toBe(1);

    receiveReadReceipt(client, viewer, {
      conversationIds: ['convaaaaa'],
      at: '2026-11-24T10:06:00.000Z',
      userId: viewer,
    });
    expect(one('convaaaaa').unreadMessages).toBe(0);
    expect(invalidated(notificationKeys.badge(viewer))).toBe(true);
  });

  it('a re-sync reloads the conversations and the open messages', () => {
    const { invalidated } = setup(client);
    resyncChat(client, viewer);
    expect(invalidated(chatKeys.conversations(viewer))).toBe(true);
    expect(invalidated(chatKeys.messages(viewer, 'convaaaaa'))).toBe(true);
  });
});
