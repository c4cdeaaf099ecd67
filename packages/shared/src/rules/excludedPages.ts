/**
 * Pages the extension treats as excluded (SPEC §9): the search, messages and settings pages of large social
 * sites show a notice instead of a community feed, so private screens never become public communities.
 */

/** One excluded area: a host (and its subdomains) and the path prefixes excluded on it. */
export interface ExcludedArea {
  host: string;
  paths: readonly string[];
}

/** The excluded areas of large social sites (SPEC §9 "search, messages, settings"). */
export const EXCLUDED_AREAS: readonly ExcludedArea[] = [
  { host: 'x.com', paths: ['/search', '/messages', '/settings', '/i/chat'] },
  { host: 'twitter.com', paths: ['/search', '/messages', '/settings'] },
  { host: 'facebook.com', paths: ['/search', '/messages', '/settings'] },
  { host: 'messenger.com', paths: ['/'] },
  { host: 'instagram.com', paths: ['/explore/search', '/direct', '/accounts'] },
  { host: 'linkedin.com', paths: ['/search', '/messaging', '/mypreferences', '/psettings'] },
  { host: 'reddit.com', paths: ['/search', '/message', '/chat', '/settings', '/prefs'] },
  { host: 'youtube.com', paths: ['/results', '/account'] },
  { host: 'tiktok.com', paths: ['/search', '/messages', '/setting'] },
  { host: 'bsky.app', paths: ['/search', '/messages', '/settings'] },
  { host: 'threads.net', paths: ['/search', '/settings'] },
  { host: 'threads.com', paths: ['/search', '/settings'] },
  { host: 'pinterest.com', paths: ['/search', '/settings'] },
  { host: 'discord.com', paths: ['/channels', '/settings'] },
  { host: 'web.whatsapp.com', paths: ['/'] },
  { host: 'web.telegram.org', paths: ['/'] },
];

const underPath = (path: string, prefix: string): boolean =>
  prefix === '/' || path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * Whether the extension shows the excluded-page notice for a page address (SPEC §9). Pure: no network.
 * A host matches itself and its subdomains (`www.x.com`, `m.facebook.com`); paths compare case-insensitively
 * by whole segments (`/search` matches `/search/top`, not `/searchlight`). Unparsable addresses are not excluded.
 * @param url an absolute page address, e.g. `https://x.com/search?q=rep`
 */
export function isExcludedPage(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname.toLowerCase();
  return EXCLUDED_AREAS.some(
    (area) =>
      (host === area.host || host.endsWith(`.${area.host}`)) &&
      area.paths.some((prefix) => underPath(path, prefix)),
  );
}
