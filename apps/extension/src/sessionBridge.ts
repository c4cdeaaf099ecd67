import { REFRESH_STORAGE_KEY } from '../../web/src/state/session';
import { TOKENS_KEY, type TokenMap } from './messages';

/** localStorage key of the website refresh token last taken over, so the same one is not applied twice. */
const APPLIED_KEY = 'rep.extension.applied';

/**
 * Signs the extension's pages in with the token map the Rep website sent (background.ts keeps it in
 * chrome.storage.local): its refresh token becomes the pages' stored refresh token, which the web app's
 * `restoreSession` exchanges for a session. A removed map (website sign-out) forgets the session. Call before
 * `restoreSession`. Later changes reload the page so every query starts over with the new session.
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
  if (!tokens) {
    if (localStorage.getItem(APPLIED_KEY)) {
      localStorage.removeItem(APPLIED_KEY);
      localStorage.removeItem(REFRESH_STORAGE_KEY);
    }
    return;
  }
  if (localStorage.getItem(APPLIED_KEY) === tokens.refreshToken) return;
  localStorage.setItem(APPLIED_KEY, tokens.refreshToken);
  localStorage.setItem(REFRESH_STORAGE_KEY, tokens.refreshToken);
}
