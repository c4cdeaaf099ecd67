/**
 * What the in-memory feeds (skeletons/memoryFeeds.ts) keep of the posts table: per author, the newest and
 * the hottest active posts (Mastodon's per-account timelines, held in process instead of Redis), and per
 * filter everyone's hottest active posts. Only ids and the columns the feeds order and filter by, each list
 * read by an index-only scan.
 */
import type { PostType } from '@rep/shared';
import type { Executor } from '../db/client';
import { Binder, runStatement, statement } from '../db/statements';
import { type Filter, filterConditions } from '../skeletons/filters';

/** One active post as a feed orders and filters it. */
export interface RankedPost {
  id: string;
  authorId: string;
  /**
   * What the list is ordered by: `created_at` in µs since the epoch (PostgreSQL's own precision, so the
   * order matches the database's) in newest lists, `posts.hot_score` in hottest lists.
   */
  rank: number;
  communityId: string;
  postType: PostType;
}

/** Active posts in rank order (descending; ties on id, descending), as far as the loader's depth. */
export interface RankedList {
  posts: RankedPost[];
  /** True when these are all the posts the list stands for (no more than the depth). */
  complete: boolean;
}

/** Which order an author list keeps: 'following' reads the newest, 'for you' the hottest. */
export type AuthorOrder = 'newest' | 'hottest';

/** Descending id order, as PostgreSQL sorts ids under the C collation (byte order of ASCII ids). */
export const idDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** List order: rank descending, then id descending; negative when `a` comes first. */
export const byRank = (a: RankedPost, b: RankedPost) => b.rank - a.rank || idDesc(a.id, b.id);

/** A post as the author lists statements encode it: `[id, rank, communityId, postType]`. */
type Packed = [string, number | string, string, PostType];

/**
 * $1 author ids, $2 the depth + 1. One row per author with its posts packed as JSON (the driver parses one
 * value per author instead of a row per post), from the (account, created_at) or (account, hot_score)
 * index of migration 0006: both hold the community and type, so the scans are index-only.
 * @param rank the list's rank expression
 * @param indexOrder the index order
 */
const authorListStatement = (order: AuthorOrder, rank: string, indexOrder: string) =>
  statement<{ author: string; posts: Packed[] | null }>(
    `author_${order}`,
    `select a.id as author, (select json_agg(json_build_array(p.id, p.rank, p.community_id, p.post_type))
       from (select p.id, ${rank} as rank, p.community_id, p.post_type from posts p
         where p.account_id = a.id and p.status = 'Active' order by ${indexOrder} limit $2) p) as posts
     from unnest($1::text[]) a(id)`,
  );

const authorListStatements = {
  newest: authorListStatement(
    'newest',
    '(extract(epoch from p.created_at) * 1000000)::int8',
    'p.created_at desc, p.id desc',
  ),
  hottest: authorListStatement('hottest', 'p.hot_score', 'p.hot_score desc'),
};

/** Sorts loaded posts and cuts them to `depth`, telling whether there were no more. */
function toList(posts: RankedPost[], depth: number): RankedList {
  posts.sort(byRank);
  const complete = posts.length <= depth;
  if (!complete) posts.length = depth;
  return { posts, complete };
}

/**
 * Loads the newest or hottest active posts of each of `authorIds` in one statement; every author gets a
 * list, empty when they have no active post.
 * @param depth most posts kept per author
 */
export async function loadAuthorLists(
  db: Executor,
  authorIds: readonly string[],
  order: AuthorOrder,
  depth: number,
): Promise<Map<string, RankedList>> {
  const lists = new Map<string, RankedList>();
  for (const row of await runStatement(db, authorListStatements[order], [authorIds, depth + 1])) {
    const posts = (row.posts ?? []).map(([id, rank, communityId, postType]) => ({
      id,
      authorId: row.author,
      rank: Number(rank),
      communityId,
      postType,
    }));
    lists.set(row.author, toList(posts, depth));
  }
  return lists;
}

/**
 * Loads everyone's hottest active posts that `filter` matches (one named statement per filter shape, on
 * the global or the per-community hot index).
 * @param depth most posts kept
 */
export async function loadHotList(db: Executor, filter: Filter, depth: number): Promise<RankedList> {
  const binder = new Binder();
  const conditions = filterConditions(filter, binder);
  const limit = binder.bind(depth + 1);
  const text = `select p.id, p.account_id, p.hot_score, p.community_id, p.post_type from posts p
    where p.status = 'Active'${conditions.sql} order by p.hot_score desc limit ${limit}`;
  type Row = { id: string; account_id: string; hot_score: number; community_id: string; post_type: PostType };
  const rows = await runStatement(db, statement<Row>(`hot_list_${conditions.shape}`, text), binder.values);
  const posts = rows.map((row) => ({
    id: row.id,
    authorId: row.account_id,
    rank: Number(row.hot_score),
    communityId: row.community_id,
    postType: row.post_type,
  }));
  return toList(posts, depth);
}

/** Rough bytes a list holds (for the cache budget). */
export const rankedListSize = (list: RankedList): number => 64 + list.posts.length * 120;
