/**
 * Post list skeletons besides the home feeds and threads (an account's posts, bookmarks, a hashtag, search):
 * named statements over {@link visiblePostConditions}, newest first.
 */
import type { ListPostsInput } from '@rep/shared';
import type { Executor } from '../db/client';
import { Binder, runStatement, statement } from '../db/statements';
import { type Filter, filterConditions, idsOf, type Paging, visiblePostConditions } from './filters';

/**
 * Runs `select p.id from <from> where <visible> and <where> order by <order>` with the viewer, filter and
 * paging of a list, as the statement `<name>_<shape>`.
 * @param where extra conditions, binding their values on `binder` (bound after the viewer)
 */
async function postIds(
  db: Executor,
  viewerId: string | null,
  filter: Filter,
  paging: Paging,
  query: { name: string; from: string; where: (binder: Binder) => string; order: string },
): Promise<string[]> {
  const binder = new Binder();
  const viewer = viewerId ? binder.bind(viewerId) : null;
  const where = query.where(binder);
  const visible = visiblePostConditions(viewer, filterConditions(filter, binder));
  const text = `select p.id from ${query.from} where ${visible.sql} and ${where}
    order by ${query.order} offset ${binder.bind(paging.offset)} limit ${binder.bind(paging.limit)}`;
  const rows = await runStatement(
    db,
    statement<{ id: string }>(`${query.name}_${visible.shape}`, text),
    binder.values,
  );
  return idsOf(rows);
}

const NEWEST = 'p.created_at desc, p.id desc';

/** An account's posts, newest first. */
export function userPostsSkeleton(
  db: Executor,
  viewerId: string | null,
  userId: string,
  input: Filter & Paging,
): Promise<string[]> {
  return postIds(db, viewerId, input, input, {
    name: 'user_posts',
    from: 'posts p',
    where: (binder) => `p.account_id = ${binder.bind(userId)}`,
    order: NEWEST,
  });
}

/** The viewer's bookmarks, most recently bookmarked first. */
export function bookmarksSkeleton(db: Executor, viewerId: string, input: Filter & Paging): Promise<string[]> {
  return postIds(db, viewerId, input, input, {
    name: 'bookmarks',
    from: 'bookmarks bm join posts p on p.id = bm.post_id',
    where: (binder) => `bm.account_id = ${binder.bind(viewerId)}`,
    order: 'bm.created_at desc, bm.post_id desc',
  });
}

/** Posts carrying a hashtag, newest first (GIN index on posts.hashtags). */
export function hashtagSkeleton(
  db: Executor,
  viewerId: string | null,
  hashtag: string,
  input: Filter & Paging,
): Promise<string[]> {
  return postIds(db, viewerId, input, input, {
    name: 'hashtag',
    from: 'posts p',
    where: (binder) => `p.hashtags @> array[${binder.bind(hashtag)}::text]`,
    order: NEWEST,
  });
}

/**
 * Full-text search (tsvector + GIN, English stemming, web-search syntax: quotes, OR, -word), newest first,
 * optionally in one community and some types.
 */
export function searchSkeleton(
  db: Executor,
  viewerId: string | null,
  input: Paging & { query: string; communityId?: string; postTypes?: ListPostsInput['types'] },
): Promise<string[]> {
  const filter: Filter = {
    types: input.postTypes,
    communities: input.communityId ? [input.communityId] : undefined,
  };
  return postIds(db, viewerId, filter, input, {
    name: 'search_posts',
    from: 'posts p',
    where: (binder) => `p.search_vector @@ websearch_to_tsquery('english', ${binder.bind(input.query)})`,
    order: NEWEST,
  });
}
