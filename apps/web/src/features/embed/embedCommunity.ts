import { pageCommunityId, resolveCommunity } from '@rep/shared';

/**
 * The community an embedded frame shows (issue 17, SPEC §2 and §9): the named community of `community` when
 * given (an unknown name → Home, the default when embedded), otherwise the page community of `url`
 * ({@link pageCommunityId}).
 * @param url the address of the page the frame is on, e.g. `https://example.com/a`
 * @param community a community route segment, e.g. `rep-social`; null when absent
 */
export function embedCommunityId(url: string, community: string | null): string {
  return community !== null ? resolveCommunity(community, true) : pageCommunityId(url);
}

/**
 * The address of the frame for the page at `pageUrl`: `<origin>/embed?url=<pageUrl>`.
 * @param origin the Rep site's origin, e.g. `https://rep.example`
 */
export const embedSrc = (origin: string, pageUrl: string) =>
  `${origin}/embed?url=${encodeURIComponent(pageUrl)}`;

/**
 * The one-line `<iframe>` a site owner pastes (the frame is lazy-loaded: `loading="lazy"`, SPEC §9).
 * @param origin the Rep site's origin
 * @param pageUrl the address of the page it goes on
 */
export const embedSnippet = (origin: string, pageUrl: string) =>
  `<iframe src="${embedSrc(origin, pageUrl)}" title="Rep conversation" loading="lazy" style="width:100%;max-width:600px;height:600px;border:0"></iframe>`;
