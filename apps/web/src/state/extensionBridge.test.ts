/**
 * The website's side of signing the extension in and out (issue 17), on the real server (e2e/support/server.ts
 * starts apps/server from source on a PGlite of its own). The page's `chrome.runtime` is a stand-in for the
 * extension's background (apps/extension/src/background.ts): it answers a ping, keeps the token map on
 * `signIn` and drops it on `signOut`; every session check is the server's.
 */
import type { SessionPayload } from '@rep/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../../../e2e/support/accounts';
import { type ChatTestServer, startChatTestServer } from './chat/testServer';
import { bindExtensionToSession, handSessionToExtension } from './extensionBridge';
import { FakeExtension } from './extensionBridge.fake';
import { clearExtensionRedirect, hasExtensionRedirect, setExtensionRedirect } from './extensionRedirect';
import { useSessionStore } from './session';

const LINKED = '/auth/linked-session';

let server: ChatTestServer;
let extension: FakeExtension;
let stop: () => void;

/** A session made on the server for a new account, as the sign-in page would get it. */
const newSession = async (firstName: string): Promise<SessionPayload> =>
  (await server.account(firstName)).session;

/** Exchanges a refresh token on the server; the new session, or the refusal's message. */
const refreshOnServer = (refresh: string) =>
  callServer<SessionPayload>(server.url, '/auth/refresh-session', { refresh }).catch((error: Error) => error);

beforeAll(async () => {
  server = await startChatTestServer();
  vi.stubGlobal('fetch', server.fetch);
  stop = bindExtensionToSession();
}, 120_000);

beforeEach(() => {
  extension = new FakeExtension();
  vi.stubGlobal('chrome', { runtime: { sendMessage: extension.sendMessage } });
  server.count(LINKED);
});

afterEach(() => {
  // Signed out through the store: the bridge forgets this sign-in's handoff.
  if (useSessionStore.getState().session) useSessionStore.getState().signOut();
  useSessionStore.setState({ ready: true });
  clearExtensionRedirect();
});

afterAll(async () => {
  stop();
  vi.unstubAllGlobals();
  await server?.close();
});

describe('the extension-redirect flag (SPEC §4: a cookie lasting 120 seconds)', () => {
  it('is set, read and deleted', () => {
    expect(hasExtensionRedirect()).toBe(false);
    setExtensionRedirect();
    expect(document.cookie).toContain('rep_extension_redirect=1');
    expect(hasExtensionRedirect()).toBe(true);
    clearExtensionRedirect();
    expect(hasExtensionRedirect()).toBe(false);
  });
});

describe('signing the extension in from the website (issue 17)', () => {
  it('hands a fresh sign-in a session of its own, in a new family: both keep working', async () => {
    const session = await newSession('Fresh');
    useSessionStore.getState().setSession(session);
    expect(await handSessionToExtension()).toBe(true);

    expect(extension.actions()).toEqual(['ping', 'signIn']);
    const handed = extension.tokens!;
    expect(handed.refreshToken).not.toBe(session.refresh);
    expect(server.calls.get(LINKED)).toBe(1);
    // Both families rotate on their own: the extension's exchange does not revoke the website's.
    const extensionSide = await refreshOnServer(handed.refreshToken);
    const websiteSide = await refreshOnServer(useSessionStore.getState().session!.refresh);
    expect(extensionSide).not.toBeInstanceOf(Error);
    expect(websiteSide).not.toBeInstanceOf(Error);
    expect((extensionSide as SessionPayload).accountId).toBe(session.accountId);
  });

  it('mints one linked session per sign-in, however often it is asked', async () => {
    useSessionStore.getState().setSession(await newSession('Once'));
    await Promise.all([handSessionToExtension(), handSessionToExtension()]);
    expect(await handSessionToExtension()).toBe(true);
    expect(server.calls.get(LINKED)).toBe(1);
    expect(extension.actions()).toEqual(['ping', 'signIn']);
  });

  it("does not hand over a reload's restored session, unless the extension-redirect flag is set, then deletes it", async () => {
    useSessionStore.setState({ ready: false });
    useSessionStore.getState().setSession(await newSession('Reload'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(extension.received).toEqual([]);
    expect(server.calls.get(LINKED)).toBe(0);
    useSessionStore.getState().signOut();

    setExtensionRedirect();
    useSessionStore.setState({ ready: false });
    useSessionStore.getState().setSession(await newSession('Flagged'));
    expect(await handSessionToExtension()).toBe(true);
    expect(extension.actions()).toEqual(['signOut', 'ping', 'signIn']);
    expect(hasExtensionRedirect()).toBe(false);
  });

  it('mints nothing when no extension answers, or when the page has no chrome.runtime', async () => {
    extension.installed = false;
    useSessionStore.getState().setSession(await newSession('Absent'));
    expect(await handSessionToExtension()).toBe(false);
    useSessionStore.getState().signOut();

    vi.stubGlobal('chrome', undefined);
    useSessionStore.getState().setSession(await newSession('Plain'));
    expect(await handSessionToExtension()).toBe(false);
    expect(server.calls.get(LINKED)).toBe(0);
  });

  it('signs the extension out when the website signs out', async () => {
    useSessionStore.getState().setSession(await newSession('Leaving'));
    expect(await handSessionToExtension()).toBe(true);
    expect(extension.tokens).not.toBeNull();
    useSessionStore.getState().signOut();
    await vi.waitFor(() => expect(extension.tokens).toBeNull());
    expect(extension.actions()).toEqual(['ping', 'signIn', 'signOut']);
  });
});
