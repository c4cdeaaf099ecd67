import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, posts } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { ApiError } from '../http/errors';
import { postColumns } from '../hydration/posts';
import { blockedEitherWaySql } from './visibilitySql';

/** $1, $2 two account ids. */
const blockedStatement = statement<{ blocked: boolean }>(
  'blocked_either_way',
  `select ${blockedEitherWaySql('$1::text', '$2::text')} as blocked`,
);

/** Whether two accounts block each other in either direction. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await runStatement(db, blockedStatement, [a, b]);
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

/**
 * Checks that an account the actor acts on (follow, bell, chat) is active and not behind a block either way.
 * @param blocked the message of the 403 when a block stands between them; null skips the block check
 * @throws ApiError NotFound 'Account not found' (absent, banned or deleted), Forbidden `blocked`
 */
export async function requireReachableAccount(
  db: Executor,
  actorId: string,
  accountId: string,
  blocked: string | null,
): Promise<void> {
  const [target] = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (target?.status !== 'Active') throw new ApiError('NotFound', 'Account not found');
  if (blocked !== null && (await isBlockedEitherWay(db, actorId, accountId)))
    throw new ApiError('Forbidden', blocked);
}
