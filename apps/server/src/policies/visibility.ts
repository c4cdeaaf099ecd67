import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { blocks, posts } from '../db/schema';
import { ApiError } from '../http/errors';
import { postColumns } from '../hydration/posts';

/**
 * SQL: true when accounts `a` and `b` block each other in either direction (Drizzle builder form; the named
 * feed statements use its text twin `notBlockedSql` in skeletons/filters.ts: change both together).
 */
export const blockedEitherWay = (a: unknown, b: unknown) =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;

/** Whether two accounts block each other in either direction. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(db, sql`select ${blockedEitherWay(a, b)} as blocked`);
  return row?.blocked === true;
}

/**
 * Loads an active post the viewer may act on (like, bookmark, reply, quote, re-post).
 * @throws ApiError PostNotFound (404) when it does not exist, is deleted, or is behind a block either way
 */
export async function loadActionablePost(db: Executor, viewerId: string, postId: string) {
  const [post] = await db.select(postColumns).from(posts).where(eq(posts.id, postId));
  if (post?.status !== 'Active' || (await isBlockedEitherWay(db, viewerId, post.accountId))) {
    throw new ApiError('PostNotFound');
  }
  return post;
}
