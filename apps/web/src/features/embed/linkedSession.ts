/**
 * Signing in inside the embeddable frame (issue 17; docs/DECISIONS.md "Embeddable frame"). The frame's storage
 * is partitioned by the embedding site, so it does not see the website's session: its "Sign in" opens
 * {@link EMBED_SIGN_IN_PATH} in a popup (first-party), which signs in there, asks the server for a session of
 * a new refresh-token family (`authEndpoints.startLinkedSession`) and posts its refresh token back to the frame.
 */

/** The popup page's path (the server keeps `window.opener` for it: apps/server/src/http/security.ts). */
export const EMBED_SIGN_IN_PATH = '/embed/sign-in';

/** The message type the popup posts to the frame that opened it. */
export const LINKED_SESSION_MESSAGE = 'rep:linked-session';

/** The popup's window name and features (a small window of its own, not a tab). */
const POPUP_NAME = 'rep-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=640';

/** What the popup posts to the frame: the refresh token of the frame's own session family. */
export interface LinkedSessionMessage {
  type: typeof LINKED_SESSION_MESSAGE;
  refresh: string;
}

/**
 * Opens the sign-in popup; call it from the click (a user gesture), or the browser blocks it.
 * Answers the popup's window, or null when the browser refused to open it.
 */
export const openSignInPopup = (): Window | null =>
  window.open(EMBED_SIGN_IN_PATH, POPUP_NAME, POPUP_FEATURES);

/**
 * The refresh token a message carries when it is the linked session from the sign-in popup this frame opened:
 * sent from this site's own origin (`origin`, the frame's `location.origin`), by the window `popup`, with a
 * well-formed `{type: 'rep:linked-session', refresh}` payload. Null for any other message (another origin, even
 * the embedding page; another window; another shape) or when no popup is open.
 */
export function linkedSessionRefresh(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  popup: Window | null,
  origin: string,
): string | null {
  if (!popup || event.origin !== origin || event.source !== popup) return null;
  const data = event.data as Partial<LinkedSessionMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== LINKED_SESSION_MESSAGE) return null;
  return typeof data.refresh === 'string' && data.refresh.length > 0 ? data.refresh : null;
}

/**
 * Hands `refresh` to the window that opened this popup, only if that window is of this site's origin
 * (`postMessage`'s target origin: another site's window never receives it). Answers false without an opener.
 */
export function postLinkedSession(refresh: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener) return false;
  const message: LinkedSessionMessage = { type: LINKED_SESSION_MESSAGE, refresh };
  opener.postMessage(message, window.location.origin);
  return true;
}
