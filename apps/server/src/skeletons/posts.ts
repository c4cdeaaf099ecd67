import type { ListPostsInput } from '@rep/shared';
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
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

/** 'For you' skeleton: newest first across the requested communities. */
export async function forYouSkeleton(db: Executor, viewerId: string | null, input: Filter & Paging) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...visiblePostConditions(viewerId, input)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(input.offset)
    .limit(input.limit);
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
        sql`${posts.postType} not in ('RePost', 'QuotePost')`,
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
