/**
 * The chat hooks against the real server (testServer.ts): the keyring's set-up, unlock, reload and sign-out;
 * starting conversations (a direct one reused); decrypted messages in order, a forged one 'unverified';
 * group membership changes with their epochs; who can be messaged and key fingerprints.
 */
import type { BadgeCounts, SessionPayload } from '@rep/shared';
import {
  type ChatIdentity,
  chatKeyFingerprint,
  encryptMessage,
  WrongPassphraseError,
} from '@rep/shared/chatCrypto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../../../../e2e/support/accounts';
import {
  type ChatAccount,
  chatId,
  conversationAs,
  epochKeysOf,
  sendMessage,
  setUpChatKeys,
  startConversation,
} from '../../../../../e2e/support/chat';
import { createTestWrapper } from '../../test/render';
import { useSessionStore } from '../session';
import { loadChatIdentity } from './identityStore';
import { useKeyringStore } from './keyring';
import {
  useChatKeyring,
  useChatReachable,
  useConversation,
  useGroupMembers,
  useKeyFingerprint,
  useMessages,
  useSendMessage,
  useStartConversation,
  useViewingConversation,
} from './queries';
import { type ChatTestServer, startChatTestServer } from './testServer';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** Kim's recovery passphrase. */
const PASSPHRASE = 'correct horse battery staple';

let server: ChatTestServer;
let me: ChatAccount;
let ada: ChatAccount;
let bob: ChatAccount;
let carol: ChatAccount;
/** An account that never set up chat. */
let dave: { accountId: string };
/** An account that sets up chat in the keyring test. */
let kim: { accountId: string; session: SessionPayload };

beforeAll(async () => {
  server = await startChatTestServer();
  vi.stubGlobal('fetch', server.fetch);
  const accounts = await Promise.all(
    ['Me', 'Ada', 'Bob', 'Carol', 'Dave', 'Kim'].map((name) => server.account(name)),
  );
  const withKeys = await Promise.all(
    accounts.slice(0, 4).map((account) => setUpChatKeys(server.url, account)),
  );
  [me, ada, bob, carol] = withKeys as [ChatAccount, ChatAccount, ChatAccount, ChatAccount];
  [dave, kim] = [accounts[4]!, accounts[5]!];
  signIn(me);
}, 120_000);

/** Signs `account` in, with its chat unlocked on this device when it has an identity. */
function signIn(account: { accountId: string; session: SessionPayload; identity?: ChatIdentity }) {
  useSessionStore.getState().setSession(account.session);
  if (account.identity) {
    useKeyringStore.setState({ accountId: account.accountId, identity: account.identity, loaded: true });
  }
}

afterAll(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
  await server?.close();
});

/** Forgets the keyring's memory, as a reload of the page does (what the device kept stays). */
const reload = () => useKeyringStore.setState({ accountId: null, identity: null, loaded: false });

describe('chat hooks on the real server', () => {
  it('sets up, is kept across a reload, forgets, unlocks with the passphrase only, and is cleared at sign-out', async () => {
    signIn(kim);
    const { wrapper } = createTestWrapper();
    const keyring = renderHook(() => useChatKeyring(), { wrapper });
    await waitFor(() => expect(keyring.result.current.status).toBe('absent'));
    await expect(keyring.result.current.setUp('too short')).rejects.toThrow('at least 12 characters');

    await act(() => keyring.result.current.setUp(PASSPHRASE));
    expect(keyring.result.current.status).toBe('unlocked');
    expect(keyring.result.current.record?.boxPublicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const made = keyring.result.current.identity!;
    keyring.unmount();

    reload();
    const again = renderHook(() => useChatKeyring(), { wrapper: createTestWrapper().wrapper });
    await waitFor(() => expect(again.result.current.status).toBe('unlocked'));

    await act(() => again.result.current.forget());
    expect(again.result.current.status).toBe('locked');
    await expect(again.result.current.unlock('not the passphrase')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    expect(again.result.current.status).toBe('locked');
    await act(() => again.result.current.unlock(PASSPHRASE));
    expect(again.result.current.status).toBe('unlocked');
    expect(again.result.current.identity?.signPublicKey).toEqual(made.signPublicKey);

    const session = useSessionStore.getState().session!;
    useSessionStore.getState().forget();
    await waitFor(() => expect(useKeyringStore.getState().identity).toBeNull());
    expect(await loadChatIdentity(kim.accountId)).toBeNull();
    useSessionStore.getState().setSession(session);
    await waitFor(() => expect(again.result.current.status).toBe('locked'));
    await act(() => again.result.current.unlock(PASSPHRASE));
    expect(again.result.current.status).toBe('unlocked');
    again.unmount();
    signIn(me);
  }, 60_000);

  it('starts a direct conversation with a first message, reuses it, and shows both sides decrypted in order', async () => {
    const { wrapper } = createTestWrapper();
    const start = renderHook(() => useStartConversation(), { wrapper });
    let id = '';
    await act(async () => {
      id = await start.result.current.start([ada.accountId], 'hello Ada');
    });
    await sendMessage(server.url, ada, id, 'hello back');
    let second = '';
    await act(async () => {
      second = await start.result.current.start([ada.accountId], 'it is me again');
    });
    expect(second).toBe(id);

    const view = renderHook(() => ({ messages: useMessages(id), send: useSendMessage(id) }), { wrapper });
    await waitFor(() =>
      expect(view.result.current.messages.messages.map((item) => [item.text, item.state])).toEqual([
        ['hello Ada', 'ok'],
        ['hello back', 'ok'],
        ['it is me again', 'ok'],
      ]),
    );
    expect(view.result.current.messages.messages.map((item) => item.message.accountId)).toEqual([
      me.accountId,
      ada.accountId,
      me.accountId,
    ]);
    expect(view.result.current.send.canSend).toBe(true);
    expect((await server.readAs(ada, id)).map((read) => read.text)).toEqual([
      'hello Ada',
      'hello back',
      'it is me again',
    ]);
  }, 60_000);

  it("marks a message whose associated data names someone else 'unverified'", async () => {
    const group = await startConversation(server.url, ada, [me, bob]);
    const conversation = (await conversationAs(server.url, ada, group.id))!;
    const key = (await epochKeysOf(server.url, ada, conversation)).get(0)!;
    // Ada signs and encrypts it as if Bob had sent it: the server stores it as Ada's.
    const content = await encryptMessage({
      text: 'I am Bob',
      key,
      conversationId: group.id,
      epoch: 0,
      senderId: bob.accountId,
      sender: ada.identity,
    });
    await callServer(
      server.url,
      '/api/chat/message/create-message',
      { conversationId: group.id, content, id: chatId() },
      ada.session.access,
    );
    await sendMessage(server.url, ada, group.id, 'this one is fine');

    const { wrapper } = createTestWrapper();
    const view = renderHook(() => useMessages(group.id), { wrapper });
    await waitFor(() =>
      expect(view.result.current.messages.map((item) => [item.text, item.state])).toEqual([
        [null, 'unverified'],
        ['this one is fine', 'ok'],
      ]),
    );
  }, 60_000);

  it('adds and removes group members with a new epoch each, and leaves', async () => {
    const { wrapper } = createTestWrapper();
    const start = renderHook(() => useStartConversation(), { wrapper });
    let id = '';
    await act(async () => {
      id = await start.result.current.start([ada.accountId, bob.accountId]);
    });
    const group = renderHook(
      () => ({ members: useGroupMembers(id), conversation: useConversation(id), send: useSendMessage(id) }),
      { wrapper },
    );
    await waitFor(() => expect(group.result.current.conversation.conversation?.epoch).toBe(0));

    const conversation = () => group.result.current.conversation.conversation;
    await act(() => group.result.current.members.add([carol.accountId]));
    await waitFor(() => expect(conversation()?.epoch).toBe(1));
    expect([...conversation()!.members].sort()).toEqual(
      [me.accountId, ada.accountId, bob.accountId, carol.accountId].sort(),
    );
    await act(() => group.result.current.members.remove([bob.accountId]));
    await waitFor(() => expect(conversation()?.epoch).toBe(2));
    expect(conversation()!.members).not.toContain(bob.accountId);

    act(() => group.result.current.send.send('without Bob'));
    await waitFor(async () =>
      expect(await server.readAs(carol, id)).toEqual([
        expect.objectContaining({ text: 'without Bob', epoch: 2 }),
      ]),
    );
    const bobSees = await server.readAs(bob, id).catch(() => []);
    expect(bobSees.map((read) => read.text)).not.toContain('without Bob');

    await act(() => group.result.current.members.leave());
    await waitFor(() => expect(conversation()?.status).toBe('Left'));
    expect(group.result.current.send.canSend).toBe(false);
  }, 60_000);

  it('tells who can be messaged, and shows the fingerprint of their published keys', async () => {
    const { wrapper } = createTestWrapper();
    const hook = renderHook(
      () => ({
        reachable: useChatReachable([ada.accountId, dave.accountId]),
        fingerprint: useKeyFingerprint(ada.accountId),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(hook.result.current.reachable).toEqual({ [ada.accountId]: true, [dave.accountId]: false }),
    );
    const published = (
      await callServer<{ boxPublicKey: string; signPublicKey: string }[]>(
        server.url,
        '/api/chat/keys/get',
        { userIds: [ada.accountId] },
        ada.session.access,
      )
    )[0]!;
    const expected = await chatKeyFingerprint(published);
    await waitFor(() => expect(hook.result.current.fingerprint).toBe(expected));
    expect(expected).toMatch(/^\d{5}( \d{5}){7}$/);
  });
  it('viewing a conversation marks it read on the server: the chat badge drops and the partner gets the receipt', async () => {
    const direct = await startConversation(server.url, bob, [me]);
    await sendMessage(server.url, bob, direct.id, 'an unread one');
    const badge = async () =>
      (
        await callServer<BadgeCounts>(
          server.url,
          '/api/badge/get',
          { isExtensionOrEmbedded: false },
          useSessionStore.getState().session!.access,
        )
      ).conversations;
    const before = await badge();
    expect((await conversationAs(server.url, me, direct.id))?.unreadMessages).toBe(1);

    renderHook(() => useViewingConversation(direct.id), { wrapper: createTestWrapper().wrapper });

    await waitFor(async () => {
      const seenByBob = await conversationAs(server.url, bob, direct.id);
      expect(seenByBob?.others.find((other) => other.userId === me.accountId)?.readAt).toBeTruthy();
    });
    expect((await conversationAs(server.url, me, direct.id))?.unreadMessages).toBe(0);
    expect(await badge()).toBe(before - 1);
  });
});
