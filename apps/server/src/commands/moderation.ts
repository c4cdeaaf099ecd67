import type { Role } from '@rep/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { accounts, follows, posts, refreshTokens } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import { removeFollows, retractReferenceCounts } from './counters';

/**
 * Sets an account's KYC role (SysAdmin call /user/setRole, or a completed verification).
 * @returns the role and the `RoleChanged` event
 * @throws ApiError NotFound
 */
export const setRole = (db: Db, userId: string, role: Role) =>
  commandTransaction(db, async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ role })
      .where(eq(accounts.id, userId))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new ApiError('NotFound', 'Account not found');
    return { role, events: [{ type: 'RoleChanged' as const, accountId: userId, role }] };
  });

/**
 * Bans (or un-bans) accounts: banned accounts cannot sign in and their tokens stop working at once
 * (every request re-reads the account's status); their refresh tokens are revoked.
 * @returns how many accounts changed, and an `AccountBanned` or `AccountUnbanned` event for each
 */
export const banAccounts = (db: Db, ids: string[], isBanned: boolean) =>
  commandTransaction(db, async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ status: isBanned ? 'Banned' : 'Active' })
      .where(sql`${inArray(accounts.id, ids)} and ${accounts.status} <> 'Deleted'`)
      .returning({ id: accounts.id });
    if (isBanned && updated.length) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(inArray(refreshTokens.accountId, ids));
    }
    const type = isBanned ? ('AccountBanned' as const) : ('AccountUnbanned' as const);
    return { count: updated.length, events: updated.map(({ id }) => ({ type, accountId: id })) };
  });

/**
 * Marks every active post of the accounts deleted, lowering the counters their replies, quotes and
 * ReReps raised, and resets their post counts (SysAdmin call /post/admin-remove-all-post, account deletion).
 * @returns how many posts were removed
 */
export async function removePostsOf(tx: Tx, ids: string[]) {
  const where = inArray(posts.accountId, ids);
  await retractReferenceCounts(tx, sql`${where}`);
  const removed = await tx
    .update(posts)
    .set({ status: 'Deleted' })
    .where(sql`${where} and ${posts.status} = 'Active'`)
    .returning({ id: posts.id });
  await tx.update(accounts).set({ numPosts: 0 }).where(inArray(accounts.id, ids));
  return removed.length;
}

/**
 * Removes all posts of one account (SysAdmin).
 * @returns how many posts were removed, and the `PostsRemoved` event
 */
export const removeAllPosts = (db: Db, userId: string) =>
  commandTransaction(db, async (tx) => {
    const count = await removePostsOf(tx, [userId]);
    return { count, events: [{ type: 'PostsRemoved' as const, accountId: userId, count }] };
  });

/**
 * Deletes accounts: status Deleted, posts removed, follows both ways removed with counters, sessions
 * revoked. Their profiles show as deleted and their posts as 'This post doesn't exist anymore.'
 * @returns how many accounts were deleted, and an `AccountDeleted` event for each
 */
export const deleteAccounts = (db: Db, ids: string[]) =>
  commandTransaction(db, async (tx) => {
    const deleted = await tx
      .update(accounts)
      .set({ status: 'Deleted' })
      .where(sql`${inArray(accounts.id, ids)} and ${accounts.status} <> 'Deleted'`)
      .returning({ id: accounts.id });
    const deletedIds = deleted.map((row) => row.id);
    if (deletedIds.length === 0) return { count: 0, events: [] };
    await removePostsOf(tx, deletedIds);
    await removeFollows(
      tx,
      sql`${inArray(follows.followerId, deletedIds)} or ${inArray(follows.followeeId, deletedIds)}`,
    );
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(inArray(refreshTokens.accountId, deletedIds));
    return {
      count: deletedIds.length,
      events: deletedIds.map((id) => ({ type: 'AccountDeleted' as const, accountId: id })),
    };
  });
