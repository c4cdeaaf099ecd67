/**
 * The chat screens against the real server (state/chat/testServer.ts): set-up on the first visit, the list
 * with the decrypted preview and unread count, the conversation with both sides and the composer, the key
 * details, and the new conversation dialog with who can be messaged.
 */
import { chatKeyFingerprint } from '@rep/shared/chatCrypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAccount } from '../../../../../e2e/support/accounts';
import {
  type ChatAccount,
  publicKeysOf,
  sendMessage,
  setUpChatKeys,
  startConversation,
} from '../../../../../e2e/support/chat';
import { type ChatTestServer, startChatTestServer } from '../../state/chat/testServer';
import { useSessionStore } from '../../state/session';
import { ConversationPage } from './ConversationPage';
import { MessagesPage } from './MessagesPage';

const PASSPHRASE = 'correct horse battery staple';

let server: ChatTestServer;
let me: TestAccount;
let bob: ChatAccount;
let ada: ChatAccount;
let dave: TestAccount;

beforeAll(async () => {
  server = await startChatTestServer();
  vi.stubGlobal('fetch', server.fetch);
  const accounts = await Promise.all(['Mia', 'Bob', 'Ada', 'Dave'].map((name) => server.account(name)));
  [me, dave] = [accounts[0]!, accounts[3]!];
  [bob, ada] = await Promise.all([
    setUpChatKeys(server.url, accounts[1]!),
    setUpChatKeys(server.url, accounts[2]!),
  ]);
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
  await server?.close();
});

/** Shows where the app went. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The chat routes at `path`, as the app's router has them. */
function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/messages" element={<MessagesPage />} />
          <Route path="/messages/:conversationId" element={<ConversationPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('chat screens on the real server', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderAt('/messages');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fmessages',
    );
  });

  it('sets chat up on the first visit, then lists the conversations', async () => {
    useSessionStore.getState().setSession(me.session);
    const view = renderAt('/messages');
    const form = await screen.findByTestId('chat-set-up');
    fireEvent.change(within(form).getByLabelText('Passphrase *'), { target: { value: PASSPHRASE } });
    fireEvent.change(within(form).getByLabelText('Confirm passphrase *'), { target: { value: PASSPHRASE } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set up messages' }));
    expect(await screen.findByText('No conversations yet.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
    view.unmount();
  }, 60_000);

  it("lists a conversation with the partner's name, the decrypted preview and the unread count", async () => {
    const direct = await startConversation(server.url, bob, [me]);
    await sendMessage(server.url, bob, direct.id, 'Hello from Bob');
    await sendMessage(server.url, bob, direct.id, 'Are you there?');
    renderAt('/messages');
    const row = await screen.findByTestId('conversation-row');
    expect(row).toHaveAttribute('href', `/messages/${direct.id}`);
    expect(row).toHaveTextContent('Bob Tester');
    await waitFor(() =>
      expect(within(row).getByTestId('conversation-preview')).toHaveTextContent('Are you there?'),
    );
    expect(within(row).getByTestId('conversation-unread')).toHaveTextContent('2 unread');
  }, 60_000);

  it('shows a conversation oldest first, sends with Enter, and shows the partner’s key fingerprint', async () => {
    const direct = await startConversation(server.url, bob, [me]);
    renderAt(`/messages/${direct.id}`);
    const list = await screen.findByTestId('message-list', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('message')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Hello from Bob'), expect.stringContaining('Are you there?')]),
    );
    expect(within(list).getAllByTestId('message')[0]).toHaveAttribute('data-own', 'false');
    expect(screen.getByRole('link', { name: 'Bob Tester' })).toHaveAttribute(
      'href',
      `/rep/account/${encodeURIComponent(bob.accountId)}`,
    );

    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hi Bob!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      const mine = within(list).getAllByTestId('message').at(-1)!;
      expect(mine).toHaveTextContent('Hi Bob!');
      expect(mine).toHaveAttribute('data-own', 'true');
      expect(within(mine).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    });
    expect((await server.readAs(bob, direct.id)).map((read) => read.text)).toEqual([
      'Hello from Bob',
      'Are you there?',
      'Hi Bob!',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Conversation details' });
    const keys = (await publicKeysOf(server.url, bob, [bob.accountId])).get(bob.accountId)!;
    const expected = await chatKeyFingerprint(keys);
    await waitFor(() =>
      expect(
        within(details)
          .getAllByTestId('key-fingerprint')
          .find((block) => block.dataset.userId === bob.accountId),
      ).toHaveTextContent(expected),
    );
  }, 60_000);

  it('starts a conversation from the dialog with someone who has chat; others cannot be picked', async () => {
    renderAt('/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'New conversation' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search people' });

    fireEvent.change(search, { target: { value: 'Dave' } });
    const daveBox = await within(dialog).findByRole('checkbox', { name: /Dave Tester/ }, { timeout: 10_000 });
    expect(await within(dialog).findByText('has not set up chat yet')).toBeInTheDocument();
    expect(daveBox).toBeDisabled();
    expect(daveBox.closest('[data-testid="people-picker-row"]')).toHaveAttribute(
      'data-account-id',
      dave.accountId,
    );

    fireEvent.change(search, { target: { value: 'Ada' } });
    const adaBox = await within(dialog).findByRole('checkbox', { name: /Ada Tester/ }, { timeout: 10_000 });
    await waitFor(() => expect(adaBox).toBeEnabled());
    fireEvent.click(adaBox);
    expect(within(dialog).getByRole('button', { name: 'Remove Ada Tester' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('First message (optional)'), {
      target: { value: 'Welcome, Ada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/messages\/\w+$/), {
      timeout: 20_000,
    });
    const id = screen.getByTestId('location').textContent!.split('/').pop()!;
    expect((await server.readAs(ada, id)).map((read) => read.text)).toEqual(['Welcome, Ada']);
  }, 60_000);
});
