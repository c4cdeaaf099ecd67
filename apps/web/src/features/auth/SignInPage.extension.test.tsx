/**
 * The sign-in page opened by the Rep extension (issue 17, SPEC §4 extension-redirect flag), on the real server
 * (e2e/support/server.ts): `?from=extension` sets the flag; with a session, fresh from the form or from before,
 * the page hands the extension a session of its own and says so instead of going into the app; with no
 * extension answering it goes on as usual. The extension is the stand-in of extensionBridge.fake.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markExtensionPage } from '../../app/frame';
import { type ChatTestServer, startChatTestServer } from '../../state/chat/testServer';
import { bindExtensionToSession } from '../../state/extensionBridge';
import { FakeExtension } from '../../state/extensionBridge.fake';
import { clearExtensionRedirect, hasExtensionRedirect } from '../../state/extensionRedirect';
import { useSessionStore } from '../../state/session';
import { EXTENSION_SIGNED_IN } from './ExtensionHandoff';
import { SignInPage } from './SignInPage';
import { SignInPrompt } from './SignInPrompt';

let server: ChatTestServer;
let extension: FakeExtension;
let stop: () => void;

beforeAll(async () => {
  server = await startChatTestServer();
  vi.stubGlobal('fetch', server.fetch);
  stop = bindExtensionToSession();
}, 120_000);

beforeEach(() => {
  extension = new FakeExtension();
  vi.stubGlobal('chrome', { runtime: { sendMessage: extension.sendMessage } });
});

afterEach(() => {
  if (useSessionStore.getState().session) useSessionStore.getState().signOut();
  clearExtensionRedirect();
});

afterAll(async () => {
  stop();
  vi.unstubAllGlobals();
  await server?.close();
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signin" element={<SignInPage />} />
          <Route path="*" element={<SignInPrompt action="to post." />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the sign-in page opened by the extension (issue 17)', () => {
  it('sets the 120 s flag, signs in through the form, hands the extension its session and says so', async () => {
    const account = await server.account('Form');
    useSessionStore.getState().forget();
    renderAt('/signin?from=extension');
    expect(hasExtensionRedirect()).toBe(true);
    fireEvent.change(screen.getByTestId('signin-email'), { target: { value: account.email } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: account.password } });
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByText(EXTENSION_SIGNED_IN, {}, { timeout: 10_000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(extension.actions()).toEqual(['ping', 'signIn']);
    expect(extension.tokens?.refreshToken).not.toBe(useSessionStore.getState().session?.refresh);
    expect(hasExtensionRedirect()).toBe(false);
  });

  it('hands over a session the website already had when the extension sends the visitor', async () => {
    // Restored after a load: no sign-in here, so the bridge alone hands nothing over.
    useSessionStore.setState({ ready: false });
    useSessionStore.getState().setSession((await server.account('Arriving')).session);
    renderAt('/signin?from=extension');
    await screen.findByText(EXTENSION_SIGNED_IN);
    expect(extension.actions()).toEqual(['ping', 'signIn']);
  });

  it('goes into the app as usual when no extension answers', async () => {
    extension.installed = false;
    useSessionStore.getState().setSession((await server.account('NoExtension')).session);
    renderAt('/signin?from=extension&redirect=%2Fbookmarks');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bookmarks'));
    expect(screen.queryByText(EXTENSION_SIGNED_IN)).toBeNull();
    expect(hasExtensionRedirect()).toBe(false);
  });

  it("links the extension's 'Sign in' to the website's /signin?from=extension in a tab of its own", () => {
    useSessionStore.getState().forget();
    markExtensionPage('http://localhost:3000');
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/signin?from=extension');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });
});
