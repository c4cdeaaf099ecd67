import { COMMUNITY_PREFIXES, type CommunityPrefix, communityPrefix, type Post } from '@rep/shared';

/** Route builders, so a path is written once (SPEC §2 routes). */
export const paths = {
  signIn: (redirect?: string) => (redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin'),
  feed: (prefix: CommunityPrefix) => `/${prefix}`,
  post: (post: Pick<Post, 'id' | 'accountId' | 'communityId'>) =>
    `/${communityPrefix(post.communityId)}/post/account/${encodeURIComponent(post.accountId)}/${encodeURIComponent(post.id)}`,
  account: (prefix: string, accountId: string) => `/${prefix}/account/${encodeURIComponent(accountId)}`,
};

/** The community links of the header, in the order of SPEC §2. */
export const communityLinks: Array<{ prefix: CommunityPrefix; label: string }> = [
  { prefix: 'home', label: 'Home' },
  { prefix: 'rep-social', label: 'Rep Social' },
  { prefix: 'rep', label: 'Rep' },
  { prefix: 'gala-friends', label: 'Gala Friends' },
  { prefix: 'lunar-storm-friends', label: 'Lunar Storm Friends' },
];

/** The route segment of a community route parameter: itself when known, `rep` otherwise. */
export function routePrefix(param: string | undefined): CommunityPrefix {
  const key = (param ?? '').toLowerCase();
  return key in COMMUNITY_PREFIXES ? (key as CommunityPrefix) : 'rep';
}

/** A safe in-app redirect target from a query parameter (same origin paths only). */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}
