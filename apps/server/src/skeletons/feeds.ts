/**
 * The two home feeds as skeletons (ordered post ids), each one named statement per filter shape
 * (DESIGN.md "Feeds", STYLE.md: Bluesky's skeleton → hydration).
 *
 * Followed accounts are read in one of two ways, chosen inside the statement by the viewer's follow count
 * (`accounts.num_following`, a gating one-time filter, so only one branch runs):
 * - **fan-in** (follows ≤ {@link FANIN_MAX_FOLLOWS}): per followed account, its newest (or hottest) posts from
 *   the (account, created_at) / (account, hot_score) index, merged. Cost grows with the number of follows,
 *   never with the table: a new user following two quiet accounts gets a page in a millisecond instead of a
 *   scan of every post in the time index until twenty of theirs turn up.
 * - **filtered scan** (more follows): walk the global time (or hot) index and keep posts of followed
 *   accounts; with that many follows twenty matches come quickly.
 */

import type { PostType } from '@rep/shared';
import type { Executor } from '../db/client';
import { Binder, runStatement, statement } from '../db/statements';
import { activePostSql } from '../policies/visibilitySql';
import { type Filter, filterConditions, idsOf, type Paging, visiblePostConditions } from './filters';

/** How much a followed author (or oneself) lifts a post in 'for you', in hot-score units (log10 of engagement). */
export const FOLLOW_BOOST = 1;

/** Up to this many follows the feeds fan in per followed account; above it they filter a global index scan. */
export const FANIN_MAX_FOLLOWS = 50;

/** The viewer and the accounts they follow, as rows `(author)`. */
const authorsSql = (viewer: string) =>
  `(select f.followee_id as author from follows f where f.follower_id = ${viewer} union all select ${viewer}::text)`;

const followCountSql = (viewer: string) => `(select a.num_following from accounts a where a.id = ${viewer})`;

/** How a feed ranks posts: the column its indexes order by, and the rank it selects. */
interface FeedOrder {
  /** The posts column, e.g. `hot_score`. */
  column: string;
  /** The index order, e.g. `p.hot_score desc`. */
  order: string;
  /** The selected rank of a followed post, e.g. `p.hot_score + 1 as rank`. */
  rank: string;
  /** More columns of `p` the rows carry, e.g. `, p.post_type` (in the fan-in's index, so still index-only). */
  extra?: string;
}

/**
 * SQL: the top `depth` posts of the viewer and the accounts they follow, as `(id, rank)` rows; fan-in or
 * filtered scan, decided inside the statement by the follow count (see the module comment).
 */
function followedCandidatesSql(viewer: string, filterSql: string, depth: string, by: FeedOrder): string {
  const extra = by.extra ?? '';
  return `(select p.id, ${by.rank}${extra} from ${authorsSql(viewer)} a
        cross join lateral (select p.id, p.${by.column}${extra} from posts p
          where p.account_id = a.author and ${activePostSql('p')}${filterSql}
          order by ${by.order} limit ${depth}) p
        where ${followCountSql(viewer)} <= ${FANIN_MAX_FOLLOWS}
        order by ${by.order} limit ${depth})
      union all
      (select p.id, ${by.rank}${extra} from posts p
        where ${activePostSql('p')}${filterSql} and ${followCountSql(viewer)} > ${FANIN_MAX_FOLLOWS}
          and (p.account_id = ${viewer} or p.account_id in
            (select f.followee_id from follows f where f.follower_id = ${viewer}))
        order by ${by.order} limit ${depth})`;
}

/**
 * 'For you' skeleton: posts ranked by `hot_score` (engagement with time decay, see the schema), with posts of
 * followed accounts and one's own lifted by {@link FOLLOW_BOOST}. Two candidate sets (global and followed, each
 * the top offset+limit by hot_score) are merged: boosting only raises followed posts, so the merged top page
 * equals the top page of the whole boosted ranking. Ties break on id, so pages are stable while paging.
 */
export async function forYouSkeleton(
  db: Executor,
  viewerId: string | null,
  input: Filter & Paging,
): Promise<string[]> {
  const binder = new Binder();
  const viewer = viewerId ? binder.bind(viewerId) : '';
  const depth = binder.bind(input.offset + input.limit);
  const filter = filterConditions(input, binder);
  const offset = binder.bind(input.offset);
  const limit = binder.bind(input.limit);
  const visible = visiblePostConditions(viewerId ? viewer : null, filter);
  const global = `(select p.id, p.hot_score as rank from posts p where ${visible.sql}
      order by p.hot_score desc limit ${depth})`;
  const followed = viewerId
    ? ` union all ${followedCandidatesSql(viewer, filter.sql, depth, {
        column: 'hot_score',
        order: 'p.hot_score desc',
        rank: `p.hot_score + ${FOLLOW_BOOST} as rank`,
      })}`
    : '';
  const text = `select id from (${global}${followed}) candidates group by id
    order by max(rank) desc, id desc offset ${offset} limit ${limit}`;
  const name = `for_you_${visible.shape}`;
  return idsOf(await runStatement(db, statement<{ id: string }>(name, text), binder.values));
}

/**
 * 'Following' skeleton: newest first from followed accounts and the viewer (SPEC §1, DESIGN.md "Feeds").
 * Follows and blocks exclude each other (a block removes follows both ways), so no block filter is needed
 * here; the read pipeline still drops any blocked author.
 */
export async function followingSkeleton(
  db: Executor,
  viewerId: string,
  input: Filter & Paging,
): Promise<string[]> {
  const binder = new Binder();
  const viewer = binder.bind(viewerId);
  const depth = binder.bind(input.offset + input.limit);
  const filter = filterConditions(input, binder);
  const offset = binder.bind(input.offset);
  const limit = binder.bind(input.limit);
  const followed = followedCandidatesSql(viewer, filter.sql, depth, {
    column: 'created_at',
    order: 'p.created_at desc, p.id desc',
    rank: 'p.created_at',
  });
  const text = `select id from (${followed}) candidates
    order by created_at desc, id desc offset ${offset} limit ${limit}`;
  return idsOf(
    await runStatement(db, statement<{ id: string }>(`following_${filter.shape}`, text), binder.values),
  );
}

/** A followed post as a Redis timeline stores it (timelines/): id, type and `created_at` in µs since the epoch. */
export interface FollowingRow {
  id: string;
  postType: PostType;
  us: number;
}

/**
 * The 'following' skeleton's newest `depth` posts, unfiltered, with their type and creation time in µs: the
 * rows a viewer's Redis timeline is filled from (timelines/read.ts). Index-only on the fan-in, so a fill
 * reads no post rows (looking 800 ids up afterwards cost 3× the skeleton at 1M posts).
 */
export async function followingSkeletonRows(
  db: Executor,
  viewerId: string,
  depth: number,
): Promise<FollowingRow[]> {
  const binder = new Binder();
  const viewer = binder.bind(viewerId);
  const limit = binder.bind(depth);
  const followed = followedCandidatesSql(viewer, '', limit, {
    column: 'created_at',
    order: 'p.created_at desc, p.id desc',
    rank: 'p.created_at',
    extra: ', p.post_type',
  });
  const text = `select id, post_type as "postType", (extract(epoch from created_at) * 1000000)::float8 as us
    from (${followed}) candidates order by created_at desc, id desc limit ${limit}`;
  return runStatement(db, statement<FollowingRow>('following_rows', text), binder.values);
}
