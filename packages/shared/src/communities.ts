/**
 * Communities (SPEC §1–2, DESIGN.md "Communities"). Every post belongs to one; a post id starts with it.
 */

/** The named community ids. Page-address communities are base64 strings (see {@link pageCommunityId}). */
export const COMMUNITY_IDS = [
  'Home',
  'Rep',
  'RepSocial',
  'GalaFriends',
  'LunarStormFriends',
  'General',
  'newtab',
] as const;
export type NamedCommunityId = (typeof COMMUNITY_IDS)[number];

/** The `community` query parameter / route segment values and the id each selects. */
export const COMMUNITY_PREFIXES = {
  home: 'Home',
  'rep-social': 'RepSocial',
  rep: 'Rep',
  'gala-friends': 'GalaFriends',
  'lunar-storm-friends': 'LunarStormFriends',
} as const satisfies Record<string, NamedCommunityId>;
export type CommunityPrefix = keyof typeof COMMUNITY_PREFIXES;

/** Only these count as site-level communities (SPEC §2). */
export const SITE_COMMUNITIES: readonly NamedCommunityId[] = ['Rep', 'GalaFriends', 'LunarStormFriends'];

/** The community used when none is given by a caller of the API. */
export const DEFAULT_COMMUNITY_ID: NamedCommunityId = 'Rep';

/** A community id is a named id or a page-address id: letters, digits and base64 `+/=`, at most 512 characters. */
export const COMMUNITY_ID_PATTERN = /^[A-Za-z0-9+/=]{1,512}$/;

/**
 * Resolves the `community` query parameter or route segment to a community id.
 * None or unknown → `Home` when embedded or in the extension, `Rep` otherwise (SPEC §2).
 */
export function resolveCommunity(param: string | null | undefined, embedded = false): NamedCommunityId {
  const key = (param ?? '').toLowerCase();
  if (key in COMMUNITY_PREFIXES) return COMMUNITY_PREFIXES[key as CommunityPrefix];
  return embedded ? 'Home' : 'Rep';
}

/** The route segment (prefix) of a named community id, `rep` for ids without one. */
export function communityPrefix(id: string): CommunityPrefix {
  const entry = Object.entries(COMMUNITY_PREFIXES).find(([, value]) => value === id);
  return (entry?.[0] as CommunityPrefix | undefined) ?? 'rep';
}

/**
 * A page address as its community knows it: without the scheme and the trailing slashes
 * (`https://example.com/a/` → `example.com/a`); also the side panel's heading.
 * @param url an absolute page address
 */
export const pageAddressKey = (url: string): string =>
  url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');

/**
 * The community id of a web page: {@link pageAddressKey}, `encodeURIComponent`, then base64.
 * `chrome://newtab/` is the `newtab` community (DESIGN.md "Communities").
 * @param url an absolute page address, e.g. `https://example.com/a/`
 */
export function pageCommunityId(url: string): string {
  if (/^chrome:\/\/newtab\/?$/i.test(url)) return 'newtab';
  const encoded = encodeURIComponent(pageAddressKey(url));
  let binary = '';
  for (const byte of new TextEncoder().encode(encoded)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
