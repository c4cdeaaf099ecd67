/** Messages between the Rep website, the background service worker and the extension's pages (issue 17). */

/** The action the background sends to the extension's pages when the active tab or the session changes. */
export const REFRESH_UI = 'refreshUI';

/** The chrome.storage.local key of the token map the website sent. */
export const TOKENS_KEY = 'rep.tokens';

/** The token map the website sends on sign-in: the refresh token, and the access token when it has one. */
export interface TokenMap {
  refreshToken: string;
  accessToken?: string;
}

/**
 * A message from the Rep website (chrome.runtime.sendMessage(extensionId, message) on the site): `ping` asks
 * whether the extension is there (answered `{ ok: true }`) before the site makes it a session of its own.
 */
export type ExternalMessage =
  | { action: 'signIn'; tokens: TokenMap }
  | { action: 'signOut' }
  | { action: 'ping' };

/** Whether an untrusted value is an {@link ExternalMessage}. */
export function isExternalMessage(value: unknown): value is ExternalMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { action?: unknown; tokens?: { refreshToken?: unknown; accessToken?: unknown } };
  if (message.action === 'signOut' || message.action === 'ping') return true;
  return (
    message.action === 'signIn' &&
    typeof message.tokens?.refreshToken === 'string' &&
    (message.tokens.accessToken === undefined || typeof message.tokens.accessToken === 'string')
  );
}
