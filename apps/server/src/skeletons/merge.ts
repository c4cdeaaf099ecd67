/**
 * The home feeds merged in process from cached lists (skeletons/memoryFeeds.ts): pure functions that give
 * exactly the ids the SQL skeletons of feeds.ts give, or null when the lists do not reach deep enough to
 * know the page (the caller then asks the database).
 *
 * A truncated list vouches only for its own range: an author timeline holding its 40 newest posts says
 * nothing about posts older than its last one. So a merged post is certain only when it ranks above the
 * last post of every truncated list that took part; a page is answered when enough posts are certain.
 */
import { byRank, idDesc, type RankedList, type RankedPost } from '../cache/authorTimelines';
import type { Filter, Paging } from './filters';

/** The filter as a test on a cached post (empty or absent lists match everything). */
function matcher(filter: Filter): (post: RankedPost) => boolean {
  const communities = filter.communities?.length ? new Set<string>(filter.communities) : null;
  const types = filter.types?.length ? new Set<string>(filter.types) : null;
  return (post) =>
    (communities === null || communities.has(post.communityId)) &&
    (types === null || types.has(post.postType));
}

/**
 * The 'following' page from the newest lists of the viewer and the accounts they follow: `created_at desc,
 * id desc`, the order of `followingSkeleton`.
 * @returns the page's post ids, or null when a truncated list leaves the page uncertain
 */
export function mergeFollowing(
  newest: readonly RankedList[],
  filter: Filter,
  paging: Paging,
): string[] | null {
  /** The first of the truncated lists' last posts: every post they do not hold comes after it. */
  let floor: RankedPost | null = null;
  for (const list of newest) {
    const last = list.complete ? undefined : list.posts.at(-1);
    if (last && (floor === null || byRank(last, floor) < 0)) floor = last;
  }
  const keep = matcher(filter);
  const certain: RankedPost[] = [];
  for (const list of newest) {
    for (const post of list.posts) {
      if (floor !== null && byRank(post, floor) > 0) break;
      if (keep(post)) certain.push(post);
    }
  }
  const end = paging.offset + paging.limit;
  if (floor !== null && certain.length < end) return null;
  return certain
    .sort(byRank)
    .slice(paging.offset, end)
    .map((post) => post.id);
}

/**
 * The 'for you' page from everyone's hottest posts (already filtered) and the hottest lists of the viewer
 * and the accounts they follow, lifted by `boost`: ranked by `max(rank) desc, id desc` as `forYouSkeleton`
 * ranks them. Everyone's posts by `blocked` accounts are left out (a follow and a block exclude each other,
 * so followed posts need no such check).
 * @returns the page's post ids, or null when a truncated list leaves the page uncertain
 */
export function mergeForYou(
  hot: RankedList,
  hottest: readonly RankedList[],
  blocked: ReadonlySet<string>,
  boost: number,
  filter: Filter,
  paging: Paging,
): string[] | null {
  /**
   * A rank every post the lists do not hold stays at or below. Compared strictly: a post missing from a
   * list may tie the list's last rank and win on id.
   */
  let floor = Number.NEGATIVE_INFINITY;
  if (!hot.complete) floor = hot.posts.at(-1)?.rank ?? floor;
  for (const list of hottest) {
    const last = list.complete ? undefined : list.posts.at(-1);
    if (last) floor = Math.max(floor, last.rank + boost);
  }
  const ranks = new Map<string, number>();
  for (const post of hot.posts) {
    if (post.rank <= floor) break;
    if (!blocked.has(post.authorId)) ranks.set(post.id, post.rank);
  }
  const keep = matcher(filter);
  for (const list of hottest) {
    for (const post of list.posts) {
      const rank = post.rank + boost;
      if (rank <= floor) break;
      if (keep(post)) ranks.set(post.id, Math.max(rank, ranks.get(post.id) ?? rank));
    }
  }
  const end = paging.offset + paging.limit;
  if (floor > Number.NEGATIVE_INFINITY && ranks.size < end) return null;
  return [...ranks]
    .sort(([a, rankA], [b, rankB]) => rankB - rankA || idDesc(a, b))
    .slice(paging.offset, end)
    .map(([id]) => id);
}
