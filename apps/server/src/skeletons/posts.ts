import type { ListPostsInput } from '@rep/shared';
import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookmarks, posts } from '../db/schema';
import { blockedEitherWay } from '../policies/visibility';
import { type Filter, idsOf, type Paging } from './filters';

/**
 * Conditions every post list shares: active posts, the requested communities and types (empty or absent
 * means all), and no author blocked in either direction. Builder twin of `filterConditions` and
 * `notBlockedSql` (skeletons/filters.ts), which the named feed statements need as fixed text: change both.
 */
export function visiblePostConditions(viewerId: string | null, filter: Filter): SQL[] {
  const conditions: SQL[] = [eq(posts.status, 'Active')];
  if (filter.communities?.length) conditions.push(inArray(posts.communityId, filter.communities));
  if (filter.types?.length) conditions.push(inArray(posts.postType, filter.types));
  if (viewerId) conditions.push(not(blockedEitherWay(viewerId, posts.accountId)));
  return conditions;
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
  return idsOf(rows);
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
  return idsOf(rows);
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
  return idsOf(rows);
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
  return idsOf(rows);
}
