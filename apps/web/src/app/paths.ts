import {
  COMMUNITY_PREFIXES,
  type CommunityPrefix,
  communityPrefix,
  type Post,
  type PostType,
} from '@rep/shared';

/** Route builders, so a path is written once (SPEC §2 routes). */
export const paths = {
  signIn: (redirect?: string) => (redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin'),
  feed: (prefix: CommunityPrefix) => `/${prefix}`,
  /** The community of the web page at `url`, e.g. `https://example.com/a` (issue 17, `/page?url=`). */
  page: (url: string) => `/page?url=${encodeURIComponent(url)}`,
  post: (post: Pick<Post, 'id' | 'accountId' | 'communityId'>) =>
    `/${communityPrefix(post.communityId)}/post/account/${encodeURIComponent(post.accountId)}/${encodeURIComponent(post.id)}`,
  /** A post's thread: articles and questions have their own segment (SPEC §2). */
  thread: (post: Pick<Post, 'id' | 'accountId' | 'communityId' | 'postType'>) =>
    threadAt(post.communityId, post.accountId, post.id, post.postType.type),
  /** A post's thread from its parts, e.g. what a notification knows of a post (SPEC §3 "Notification"). */
  threadAt: (communityId: string, accountId: string, postId: string, type: PostType) =>
    threadAt(communityId, accountId, postId, type),
  stream: (post: Pick<Post, 'id' | 'communityId'>) =>
    `/${communityPrefix(post.communityId)}/stream/${encodeURIComponent(post.id)}`,
  /** The search page; `tab` is reps, articles, questions or people. */
  search: (
    prefix: string,
    query: { hashtag?: string; keyword?: string; communityId?: string; tab?: string },
  ) =>
    `/${prefix}/search?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`,
  createArticle: (prefix: string) => `/${prefix}/create-article`,
  /** The viewer's notifications (issue 14). */
  notifications: (prefix: string) => `/${prefix}/notifications`,
  /** The viewer's bookmarks. */
  bookmarks: (prefix: string) => `/${prefix}/bookmarks`,
  account: (prefix: string, accountId: string) => `/${prefix}/account/${encodeURIComponent(accountId)}`,
  /** The account behind a handle (a mention's link): resolves, then shows {@link paths.account}. */
  handle: (prefix: string, username: string) => `/${prefix}/handle/${encodeURIComponent(username)}`,
  accountFollows: (prefix: string, accountId: string, page: 'followers' | 'following') =>
    `/${prefix}/account/${encodeURIComponent(accountId)}/follow?page=${page}`,
  /** The verification page (SPEC §2 `/kyc`), back to `redirect` afterwards. */
  kyc: (redirect?: string) => (redirect ? `/kyc?redirect=${encodeURIComponent(redirect)}` : '/kyc'),
  admin: '/admin',
  /** The storage dashboard: runners and what they hold (issue 16, SPEC §7). */
  runners: '/runners',
  /** The viewer's conversations (issue 15, SPEC §2 `/messages`). */
  messages: '/messages',
  /** One conversation of the viewer's (issue 15). */
  conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
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

const PLACEHOLDER_ORIGIN = 'http://rep.invalid';

/**
 * A safe in-app redirect target from a query parameter: a same-origin path, or `/`. The value is resolved
 * as the browser would (WHATWG URL: a backslash counts as a slash, tabs and newlines are dropped), so
 * `//host`, `/` + backslash + `host` and `/` + tab + `/host` cannot leave the site; the answer is the
 * normalised path, query and hash.
 */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/')) return '/';
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

function threadAt(communityId: string, accountId: string, postId: string, type: PostType): string {
  return `/${communityPrefix(communityId)}/${threadSegment(type)}/account/${encodeURIComponent(accountId)}/${encodeURIComponent(postId)}`;
}

/** The route segment of a post's thread page. */
function threadSegment(type: Post['postType']['type']): 'post' | 'article' | 'question' {
  return type === 'Article' ? 'article' : type === 'Question' ? 'question' : 'post';
}
