/**
 * The website's side of signing the Rep browser extension in and out (issue 17; SPEC §4, §9 "Extension messaging:
 * … an external message carrying a token map saved to local storage"). The extension lists the site in its
 * manifest's `externally_connectable`, which is what gives the site's pages `chrome.runtime.sendMessage`; the
 * ids to message are the server's `extensionIds` (`/api/config`).
 *
 * The extension never gets the website's own refresh token: refresh tokens rotate with reuse detection, so two
 * clients sharing one family would revoke each other. Each extension that answers a ping gets a session of its
 * own from `/auth/linked-session` (a new family). This happens once per sign-in or sign-up on the website, and
 * when the extension-redirect flag is set (extensionRedirect.ts), not on every page load.
 */
import { apiEndpoints, authEndpoints } from '@rep/shared';
import { isEmbedded } from '../app/frame';
import { callApi } from './apiClient';
import { clearExtensionRedirect, hasExtensionRedirect } from './extensionRedirect';
import { beforeSignOut, useSessionStore } from './session';

/** How long an extension has to answer a message before it counts as absent, in milliseconds. */
export const EXTENSION_ANSWER_TIMEOUT_MS = 2_000;

type SendMessage = (extensionId: string, message: unknown) => Promise<unknown> | undefined;

/** `chrome.runtime.sendMessage`, present on a page only when an installed extension lists the site. */
function runtimeSend(): SendMessage | null {
  const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function'
    ? (runtime.sendMessage as SendMessage).bind(runtime)
    : null;
}

/** Sends `message` to the extension `extensionId`; true when it answers `{ ok: true }` in time. Never rejects. */
async function ask(send: SendMessage, extensionId: string, message: unknown): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), EXTENSION_ANSWER_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([Promise.resolve(send(extensionId, message)), late]);
    return (answer as { ok?: unknown } | undefined)?.ok === true;
  } catch {
    // Not installed, disabled, or not listing this site: Chrome rejects ("Could not establish connection").
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let extensionIds: Promise<string[]> | null = null;

/** The extension ids the server names (`/api/config` `extensionIds`), loaded once per page; [] when unavailable. */
function loadExtensionIds(): Promise<string[]> {
  extensionIds ??= callApi(apiEndpoints.appConfig, {}).then(
    (result) => result.data.extensionIds ?? [],
    () => {
      extensionIds = null;
      return [];
    },
  );
  return extensionIds;
}

/** The handoff of the current sign-in: one per account and page life, shared by every caller. */
let handoff: { accountId: string; result: Promise<boolean> } | null = null;

/**
 * Signs the installed Rep extension in with the website's signed-in account: pings each id of the server's
 * `extensionIds` (`{ action: 'ping' }`), and each one that answers gets a linked session of its own
 * (`POST /auth/linked-session`) as `{ action: 'signIn', tokens: { refreshToken, accessToken } }`. Deletes the
 * extension-redirect flag once done. Concurrent and repeated calls for the same account share one handoff.
 * @returns true when at least one extension took a session; false without a session, without an extension
 *   answering, or when the linked session could not be made. Never rejects.
 */
export function handSessionToExtension(): Promise<boolean> {
  const session = useSessionStore.getState().session;
  if (!session) return Promise.resolve(false);
  if (handoff?.accountId === session.accountId) return handoff.result;
  const result = (async () => {
    const send = runtimeSend();
    if (!send) return false;
    const ids = await loadExtensionIds();
    const answering = (
      await Promise.all(ids.map(async (id) => ((await ask(send, id, { action: 'ping' })) ? id : null)))
    ).filter((id): id is string => id !== null);
    let handed = false;
    for (const id of answering) {
      try {
        // One family per extension: two clients rotating one refresh token would revoke each other.
        const linked = (await callApi(authEndpoints.startLinkedSession, {})).data;
        const tokens = { refreshToken: linked.refresh, accessToken: linked.access };
        if (await ask(send, id, { action: 'signIn', tokens })) handed = true;
      } catch {
        // The server refused or could not be reached: the extension stays as it was.
      }
    }
    return handed;
  })()
    .catch(() => false)
    .finally(clearExtensionRedirect);
  handoff = { accountId: session.accountId, result };
  return result;
}

/** Tells every extension the server names to forget its session (`{ action: 'signOut' }`). Never rejects. */
export async function signOutExtensions(): Promise<void> {
  const send = runtimeSend();
  if (!send) return;
  const ids = await loadExtensionIds();
  await Promise.all(ids.map((id) => ask(send, id, { action: 'signOut' })));
}

/**
 * Keeps the extension's session with the website's: a sign-in or sign-up here (the session appears while the
 * store was already ready: not a reload's restore) hands it a session, as does a restore while the
 * extension-redirect flag is set; a sign-out here signs it out. Not inside a frame (the embed frame's session is
 * its own, issue 17) nor on the extension's own pages. Call once at start-up, before `restoreSession`.
 * @returns the function that stops it
 */
export function bindExtensionToSession(): () => void {
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (!state.session || previous.session || isEmbedded()) return;
    if (previous.ready || hasExtensionRedirect()) void handSessionToExtension();
  });
  const stopSignOut = beforeSignOut(() => {
    handoff = null;
    if (isEmbedded()) return;
    void signOutExtensions();
  });
  return () => {
    stopSession();
    stopSignOut();
  };
}
