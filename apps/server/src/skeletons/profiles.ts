import { and, asc, desc, eq, gte, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, blocks, follows, likes, posts } from '../db/schema';
import { blockedEitherWay } from '../policies/visibility';

type Paging = { offset: number; limit: number };
type FollowSort = 'default' | 'latest' | 'earliest';

/** Active accounts not blocked in either direction with the viewer. */
function visibleAccount(viewerId: string | null, column = accounts.id): SQL[] {
  const conditions: SQL[] = [eq(accounts.status, 'Active')];
  if (viewerId) conditions.push(not(blockedEitherWay(viewerId, column)));
  return conditions;
}

const FOLLOW_ORDER = {
  default: [desc(accounts.numFollower), desc(follows.createdAt)],
  latest: [desc(follows.createdAt)],
  earliest: [asc(follows.createdAt)],
} as const;

/**
 * Accounts `userId` follows (`direction: 'following'`) or that follow it (`'followers'`), ordered by
 * follower count (default), newest or oldest follow.
 */
export async function followListSkeleton(
  db: Executor,
  viewerId: string | null,
  userId: string,
  direction: 'following' | 'followers',
  input: Paging & { sort: FollowSort },
) {
  const [self, other] =
    direction === 'following'
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId];
  const rows = await db
    .select({ id: accounts.id })
    .from(follows)
    .innerJoin(accounts, eq(accounts.id, other))
    .where(and(eq(self, userId), ...visibleAccount(viewerId)))
    .orderBy(...FOLLOW_ORDER[input.sort], asc(accounts.id))
    .offset(input.offset)
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/**
 * People search over display name and username: trigram similarity (pg_trgm GIN index) with a substring
 * fallback, best match first; blocked accounts in either direction excluded (SPEC §4).
 */
export async function profileSearchSkeleton(
  db: Executor,
  viewerId: string | null,
  query: string,
  paging: Paging,
) {
  const q = query.toLowerCase();
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        ...visibleAccount(viewerId),
        or(sql`${accounts.searchName} % ${q}`, ilike(accounts.searchName, `%${escaped}%`)),
      ),
    )
    .orderBy(
      desc(sql`similarity(${accounts.searchName}, ${q})`),
      desc(accounts.numFollower),
      asc(accounts.id),
    )
    .offset(paging.offset)
    .limit(paging.limit);
  return rows.map((row) => row.id);
}

/** Accounts with the most posts in the last 7 days. */
export async function mostActiveSkeleton(db: Executor, viewerId: string | null, paging: Paging) {
  const since = sql`now() - interval '7 days'`;
  const rows = await db
    .select({ id: posts.accountId, n: sql<number>`count(*)` })
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, posts.accountId))
    .where(and(gte(posts.createdAt, since), eq(posts.status, 'Active'), ...visibleAccount(viewerId)))
    .groupBy(posts.accountId)
    .orderBy(desc(sql`count(*)`), asc(posts.accountId))
    .offset(paging.offset)
    .limit(paging.limit);
  return rows.map((row) => row.id);
}

/** Accounts the viewer blocks, most recent first. */
export async function blockedSkeleton(db: Executor, viewerId: string, paging: Paging) {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, viewerId))
    .orderBy(desc(blocks.createdAt))
    .offset(paging.offset)
    .limit(paging.limit);
  return rows.map((row) => row.id);
}

/** Accounts that liked a post, most recent first (the 'Liked by' list). */
export async function likersSkeleton(db: Executor, viewerId: string | null, postId: string, paging: Paging) {
  const rows = await db
    .select({ id: likes.accountId })
    .from(likes)
    .innerJoin(accounts, eq(accounts.id, likes.accountId))
    .where(and(eq(likes.postId, postId), ...visibleAccount(viewerId)))
    .orderBy(desc(likes.createdAt), asc(likes.accountId))
    .offset(paging.offset)
    .limit(paging.limit);
  return rows.map((row) => row.id);
}
