import { type ListPostsInput, typesRaising } from '@rep/shared';
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { bookmarks, follows, posts } from '../db/schema';
import { blockedEitherWay } from '../policies/visibility';

type Filter = Pick<ListPostsInput, 'communities' | 'types'>;
type Paging = { offset: number; limit: number };

/**
 * Conditions every post list shares: active posts, the requested communities and types (empty or absent
 * means all), and no author blocked in either direction.
 */
export function visiblePostConditions(viewerId: string | null, filter: Filter): SQL[] {
  const conditions: SQL[] = [eq(posts.status, 'Active')];
  if (filter.communities?.length) conditions.push(inArray(posts.communityId, filter.communities));
  if (filter.types?.length) conditions.push(inArray(posts.postType, filter.types));
  if (viewerId) conditions.push(not(blockedEitherWay(viewerId, posts.accountId)));
  return conditions;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** How much a followed author (or oneself) lifts a post in 'for you', in hot-score units (log10 of engagement). */
export const FOLLOW_BOOST = 1;

/**
 * 'For you' skeleton (DESIGN.md "Feeds"): posts ranked by `hot_score` (engagement with time decay, see the
 * schema), with posts of followed accounts and one's own lifted by {@link FOLLOW_BOOST}. Two index scans
 * (global and followed, each the top offset+limit by hot_score) are merged: boosting only raises followed
 * posts, so the merged top page equals the top page of the whole boosted ranking. Ties break on id, so pages
 * are stable while paging.
 */
export async function forYouSkeleton(db: Executor, viewerId: string | null, input: Filter & Paging) {
  const where = and(...visiblePostConditions(viewerId, input));
  const depth = input.offset + input.limit;
  const global = sql`(select ${posts.id} as id, ${posts.hotScore} as rank from ${posts} where ${where}
    order by ${posts.hotScore} desc limit ${depth})`;
  const followed = viewerId
    ? sql` union all (select ${posts.id} as id, ${posts.hotScore} + ${FOLLOW_BOOST} as rank from ${posts}
        where ${where} and (${posts.accountId} = ${viewerId} or ${posts.accountId} in
          (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}))
        order by ${posts.hotScore} desc limit ${depth})`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from (${global}${followed}) candidates group by id
        order by max(rank) desc, id desc offset ${input.offset} limit ${input.limit}`,
  );
  return ids(rows);
}

/** 'Following' skeleton: newest first from followed accounts and the viewer (SPEC §1, DESIGN.md "Feeds"). */
export async function followingSkeleton(db: Executor, viewerId: string, input: Filter & Paging) {
  const followed = db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, viewerId));
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        ...visiblePostConditions(viewerId, input),
        or(eq(posts.accountId, viewerId), inArray(posts.accountId, followed)),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(input.offset)
    .limit(input.limit);
  return ids(rows);
}

/** Direct replies of a post (any comment type), oldest first, as a conversation reads. */
export async function repliesSkeleton(db: Executor, viewerId: string | null, postId: string, paging: Paging) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        ...visiblePostConditions(viewerId, {}),
        eq(posts.refId, postId),
        inArray(posts.postType, typesRaising('numComment')),
      ),
    )
    .orderBy(asc(posts.createdAt), asc(posts.id))
    .offset(paging.offset)
    .limit(paging.limit);
  return ids(rows);
}

/** An account's posts, newest first. */
export async function userPostsSkeleton(
  db: Executor,
  viewerId: string | null,
  userId: string,
  input: Filter & Paging,
) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...visiblePostConditions(viewerId, input), eq(posts.accountId, userId)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(input.offset)
    .limit(input.limit);
  return ids(rows);
}

/** The viewer's bookmarks, most recently bookmarked first. */
export async function bookmarksSkeleton(db: Executor, viewerId: string, input: Filter & Paging) {
  const rows = await db
    .select({ id: posts.id })
    .from(bookmarks)
    .innerJoin(posts, eq(posts.id, bookmarks.postId))
    .where(and(eq(bookmarks.accountId, viewerId), ...visiblePostConditions(viewerId, input)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.postId))
    .offset(input.offset)
    .limit(input.limit);
  return ids(rows);
}

/** Posts carrying a hashtag, newest first (GIN index on posts.hashtags). */
export async function hashtagSkeleton(
  db: Executor,
  viewerId: string | null,
  hashtag: string,
  input: Filter & Paging,
) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(...visiblePostConditions(viewerId, input), sql`${posts.hashtags} @> array[${hashtag}]::text[]`),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(input.offset)
    .limit(input.limit);
  return ids(rows);
}

/**
 * Full-text search (tsvector + GIN, English stemming, web-search syntax: quotes, OR, -word), newest first,
 * optionally in one community and some types.
 */
export async function searchSkeleton(
  db: Executor,
  viewerId: string | null,
  input: Paging & { query: string; communityId?: string; postTypes?: ListPostsInput['types'] },
) {
  const filter: Filter = {
    types: input.postTypes,
    communities: input.communityId ? [input.communityId] : undefined,
  };
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        ...visiblePostConditions(viewerId, filter),
        sql`${posts.searchVector} @@ websearch_to_tsquery('english', ${input.query})`,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(input.offset)
    .limit(input.limit);
  return ids(rows);
}

const THREAD_MAX_DEPTH = 50;

/** The ancestors of a threaded post, root first (a recursive walk up `ref_id`, at most 50 levels). */
export async function ancestorsSkeleton(db: Executor, postId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive up(id, ref_id, post_type, depth) as (
          select id, ref_id, post_type, 0 from ${posts} where id = ${postId}
          union all
          select p.id, p.ref_id, p.post_type, up.depth + 1 from ${posts} p join up on p.id = up.ref_id
          where up.post_type not in ('QuotePost', 'RePost') and up.depth < ${THREAD_MAX_DEPTH}
        )
        select id from up where depth > 0 order by depth desc`,
  );
  return ids(rows);
}
