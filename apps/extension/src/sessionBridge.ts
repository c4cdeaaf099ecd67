import { REFRESH_STORAGE_KEY, readStoredRefresh, useSessionStore } from '../../web/src/state/session';
import { TOKENS_KEY, type TokenMap } from './messages';

/** localStorage key of the website refresh token last taken over, so the same one is not applied twice. */
const APPLIED_KEY = 'rep.extension.applied';

/**
 * Signs the extension's pages in with the token map the Rep website sent (background.ts keeps it in
 * chrome.storage.local): its refresh token becomes the pages' stored refresh token, which the web app's
 * `restoreSession` exchanges for a session. A removed map (website sign-out) signs the pages out, and a new one
 * replaces the session: either way the session taken over before is revoked on the server (it is a linked
 * session of the extension's own, `/auth/linked-session`, never the website's). Call before `restoreSession`,
 * after `routeCallsToServer`. Later changes reload the page so every query starts over with the new session.
 */
export async function adoptWebsiteSession(): Promise<void> {
  const stored = (await chrome.storage.local.get(TOKENS_KEY))[TOKENS_KEY] as TokenMap | undefined;
  apply(stored);
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !(TOKENS_KEY in changes)) return;
    apply(changes[TOKENS_KEY]?.newValue as TokenMap | undefined);
    location.reload();
  });
}

function apply(tokens: TokenMap | undefined): void {
  const applied = localStorage.getItem(APPLIED_KEY);
  if (applied === (tokens?.refreshToken ?? null)) return;
  // The session taken over before ends here and on the server (another page may have revoked it already).
  if (applied !== null) {
    localStorage.removeItem(APPLIED_KEY);
    if (useSessionStore.getState().session || readStoredRefresh()) useSessionStore.getState().signOut();
  }
  if (!tokens) return;
  localStorage.setItem(APPLIED_KEY, tokens.refreshToken);
  localStorage.setItem(REFRESH_STORAGE_KEY, tokens.refreshToken);
}
