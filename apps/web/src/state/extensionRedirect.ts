/**
 * The extension-redirect flag (SPEC §4 "The extension-redirect flag is a cookie lasting 120 seconds"; issue 17):
 * the extension's 'Sign in' opens the website's `/signin?from=extension`, which sets it; once the website has a
 * session it hands the extension a session of its own (extensionBridge.ts), says so, and deletes the flag.
 */
import { EXTENSION_REDIRECT_COOKIE, EXTENSION_REDIRECT_MAX_AGE_S, FROM_EXTENSION_PARAM } from '@rep/shared';

/** The value of {@link FROM_EXTENSION_PARAM} with which the extension opens the sign-in page. */
const FROM_EXTENSION = 'extension';

/** The website path the extension's 'Sign in' opens (in a tab of its own): `/signin?from=extension`. */
export const EXTENSION_SIGN_IN_PATH = `/signin?${FROM_EXTENSION_PARAM}=${FROM_EXTENSION}`;

/** True when a page's query says the extension sent the visitor (`?from=extension`). */
export const isFromExtension = (search: URLSearchParams): boolean =>
  search.get(FROM_EXTENSION_PARAM) === FROM_EXTENSION;

const ATTRIBUTES = 'Path=/; SameSite=Lax';

/** Sets the flag: `rep_extension_redirect=1` for {@link EXTENSION_REDIRECT_MAX_AGE_S} (120) seconds, site-wide. */
export function setExtensionRedirect(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a constant name and value; the Cookie Store API is async and not in every browser (nor jsdom).
  document.cookie = `${EXTENSION_REDIRECT_COOKIE}=1; Max-Age=${EXTENSION_REDIRECT_MAX_AGE_S}; ${ATTRIBUTES}`;
}

/** True while the flag is set (set less than 120 seconds ago and not deleted since). */
export function hasExtensionRedirect(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${EXTENSION_REDIRECT_COOKIE}=`));
}

/** Deletes the flag (a no-op when it is not set). */
export function clearExtensionRedirect(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a constant name and value; the Cookie Store API is async and not in every browser (nor jsdom).
  document.cookie = `${EXTENSION_REDIRECT_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}
