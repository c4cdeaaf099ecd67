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
