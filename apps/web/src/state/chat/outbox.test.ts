// @vitest-environment node
/**
 * Sending against the real server (e2e/support/server.ts starts apps/server from source on a PGlite of its
 * own): the client-chosen id, the tries, 'Send message failed' and its retry, and the epoch changes
 * (StaleEpoch after a removal, RekeyRequired after a leave). The network is the real one, with faults put in
 * on purpose: a request that never leaves, or an answer lost after the server stored the message.
 */
import {
  apiEndpoints,
  CHAT_ESCROW_MIN_COST,
  CHAT_SEND_TRIES,
  type Conversation,
  emptyMetadata,
  messages,
} from '@rep/shared';
import { createChatIdentity } from '@rep/shared/chatCrypto';
import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../../../../e2e/support/accounts';
import {
  type ChatAccount,
  removeMembers,
  setUpChatKeys,
  startConversation,
} from '../../../../../e2e/support/chat';
import { callApi } from '../apiClient';
import { useSessionStore } from '../session';
import { flattenMessages, type MessageListData } from './cache';
import { fetchConversation } from './conversationApi';
import { useKeyringStore } from './keyring';
import { chatKeys, newChatId } from './keys';
import { deliver, type OutgoingMessage, SEND_RETRY_DELAYS_MS, useOutbox } from './outbox';
import { type ChatTestServer, startChatTestServer } from './testServer';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

let server: ChatTestServer;
/** The viewer: the account whose app state is under test. */
let me: ChatAccount;
let ada: ChatAccount;
let bob: ChatAccount;

const CREATE = '/chat/message/create-message';
const createCalls = () => server.calls.get(CREATE) ?? 0;

beforeAll(async () => {
  server = await startChatTestServer();
  vi.stubGlobal('fetch', server.fetch);
  const [mine, adaAccount, bobAccount] = await Promise.all([
    server.account('Me'),
    server.account('Ada'),
    server.account('Bob'),
  ]);
  [ada, bob] = await Promise.all([
    setUpChatKeys(server.url, adaAccount),
    setUpChatKeys(server.url, bobAccount),
  ]);
  useSessionStore.getState().setSession(mine.session);
  const { identity, record } = await createChatIdentity('my passphrase for tests', CHAT_ESCROW_MIN_COST);
  await callApi(apiEndpoints.chatKeysSet, record);
  useKeyringStore.setState({ accountId: mine.accountId, identity, loaded: true });
  me = { ...mine, identity, passphrase: 'my passphrase for tests' };
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
  await server?.close();
});

afterEach(() => {
  server.faults.clear();
  server.count(CREATE);
  vi.mocked(toast.error).mockClear();
});

/** A query cache holding `conversation` and an empty first page of its messages, as an open conversation has. */
async function openConversation(conversationId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const conversation = await fetchConversation(client, me.accountId, conversationId);
  client.setQueryData<MessageListData>(chatKeys.messages(me.accountId, conversationId), {
    pages: [{ success: true, data: [], metadata: emptyMetadata() }],
    pageParams: [0],
  });
  const cached = () =>
    flattenMessages(client.getQueryData<MessageListData>(chatKeys.messages(me.accountId, conversationId)));
  return { client, conversation, cached };
}

const outgoing = (conversationId: string, text: string): OutgoingMessage => ({
  conversationId,
  id: newChatId(),
  text,
  created: new Date().toISOString(),
  state: 'sending',
});

const readAs = (reader: ChatAccount, conversationId: string) => server.readAs(reader, conversationId);

describe('sending a chat message', () => {
  it('is stored once under its own id when the first answer is lost, and the partner reads it', async () => {
    const direct: Conversation = await startConversation(server.url, ada, [me]);
    const { client, cached } = await openConversation(direct.id);
    const message = outgoing(direct.id, 'hello Ada');
    server.faults.set(CREATE, ['after']);

    await deliver(client, me.accountId, message);

    expect(createCalls()).toBe(2);
    expect(await readAs(ada, direct.id)).toEqual([{ id: message.id, epoch: 0, text: 'hello Ada' }]);
    expect(cached().map((m) => m.id)).toEqual([message.id]);
    expect(useOutbox.getState().messages[message.id]).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("fails after CHAT_SEND_TRIES tries with 'Send message failed', and its retry sends it once", async () => {
    const direct = await startConversation(server.url, bob, [me]);
    const { client } = await openConversation(direct.id);
    const message = outgoing(direct.id, 'are you there?');
    server.faults.set(CREATE, Array(CHAT_SEND_TRIES).fill('before'));

    const started = Date.now();
    await deliver(client, me.accountId, message);

    expect(createCalls()).toBe(CHAT_SEND_TRIES);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEND_RETRY_DELAYS_MS[0]! + SEND_RETRY_DELAYS_MS[1]!);
    expect(useOutbox.getState().messages[message.id]?.state).toBe('failed');
    expect(toast.error).toHaveBeenCalledWith(messages.sendMessageFailed, { description: 'fetch failed' });
    expect(await readAs(bob, direct.id)).toEqual([]);

    await deliver(client, me.accountId, useOutbox.getState().messages[message.id]!);
    expect(useOutbox.getState().messages[message.id]).toBeUndefined();
    expect(await readAs(bob, direct.id)).toEqual([{ id: message.id, epoch: 0, text: 'are you there?' }]);
  });

  it('follows a member removal (409 StaleEpoch): encrypted again under the new epoch the removed one lacks', async () => {
    const group = await startConversation(server.url, ada, [me, bob]);
    const { client } = await openConversation(group.id);
    await removeMembers(server.url, ada, group.id, [bob]);
    const message = outgoing(group.id, 'just us now');

    await deliver(client, me.accountId, message);

    expect(useOutbox.getState().messages[message.id]).toBeUndefined();
    expect(await readAs(ada, group.id)).toEqual([{ id: message.id, epoch: 1, text: 'just us now' }]);
    const bobReads = await readAs(bob, group.id).catch(() => []);
    expect(bobReads.filter((read) => read.text === 'just us now')).toEqual([]);
  });

  it('starts the next epoch itself after a member left (409 RekeyRequired), sealed to those who stay', async () => {
    const group = await startConversation(server.url, ada, [me, bob]);
    const { client } = await openConversation(group.id);
    await callServer(
      server.url,
      '/api/chat/conversation/leave',
      { conversationId: group.id },
      bob.session.access,
    );
    const message = outgoing(group.id, 'after Bob left');

    await deliver(client, me.accountId, message);

    expect(useOutbox.getState().messages[message.id]).toBeUndefined();
    const now = await fetchConversation(client, me.accountId, group.id);
    expect(now).toMatchObject({ epoch: 1, rekeyRequired: false });
    expect(now.keys.find((key) => key.epoch === 1)?.sealedBy).toBe(me.accountId);
    expect(await readAs(ada, group.id)).toEqual([{ id: message.id, epoch: 1, text: 'after Bob left' }]);
  });

  it('fails at once on a refusal that a retry cannot change (403: no longer a member)', async () => {
    const group = await startConversation(server.url, ada, [me, bob]);
    const { client } = await openConversation(group.id);
    await removeMembers(server.url, ada, group.id, [me]);
    const message = outgoing(group.id, 'am I still here?');

    await deliver(client, me.accountId, message);

    expect(createCalls()).toBeLessThanOrEqual(1);
    expect(useOutbox.getState().messages[message.id]?.state).toBe('failed');
    expect(toast.error).toHaveBeenCalledWith(messages.sendMessageFailed, expect.anything());
    expect((await readAs(ada, group.id)).map((read) => read.text)).toEqual([]);
  });
});
