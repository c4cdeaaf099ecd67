/**
 * Where the web app's features run (issue 17): the website, the embeddable frame, or an extension page (side
 * panel, new tab). SPEC §6: in the extension or the frame, share and repost menus are hidden and the
 * identity-verification welcome is not shown; links to the website open it in a tab of its own.
 */

/** The Rep website's origin when this page is the extension's; null on the website and in the frame. */
let extensionSiteOrigin: string | null = null;

/**
 * Marks this page as an extension page talking to the Rep website at `siteOrigin` (e.g.
 * `http://localhost:3000`). apps/extension calls it once, before the first render.
 */
export function markExtensionPage(siteOrigin: string): void {
  extensionSiteOrigin = siteOrigin.replace(/\/+$/, '');
}

/** True on an extension page (side panel, new tab). */
export const isExtensionPage = (): boolean => extensionSiteOrigin !== null;

/** True when the page runs inside a frame (the embed frame) or is an extension page. */
export const isEmbedded = (): boolean => {
  if (isExtensionPage()) return true;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * The address of a website page for a link: `path` itself on the website, the site's absolute URL on an
 * extension page (whose own origin is `chrome-extension://…`).
 * @param path a path of the web app, starting with `/`
 */
export const websiteUrl = (path: string): string =>
  extensionSiteOrigin === null ? path : `${extensionSiteOrigin}${path}`;

/**
 * The address of a file the Rep server serves, for an `<img>`/`<video>` `src`: media and avatars are stored
 * as root-relative paths (`/storage/ipfs/<cid>`, `/avatars/…`), which an extension page (origin
 * `chrome-extension://…`) must load from the site; anything else (absolute links, `blob:`, `data:`, a
 * protocol-relative `//host/…`) is answered as it is. On the website and in the frame, `url` itself.
 * @param url a media or avatar address as the API answers it
 */
export const serverFileUrl = (url: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? websiteUrl(url) : url;
