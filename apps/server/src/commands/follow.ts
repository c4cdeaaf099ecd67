import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, follows } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import { requireReachableAccount } from '../policies/visibility';
import { bumpCounter, deleteOnce, insertOnce } from './relations';

/**
 * Sets the follow state of `followerId` → `followeeId` to `isFollowed` (the wanted state, SPEC §7),
 * keeping both accounts' counters exact.
 * @returns the new state and the `Followed` or `Unfollowed` event
 * @throws ApiError BadRequest (yourself), NotFound (no active account), Forbidden (blocked either way),
 *   AlreadyFollowing / NotFollowing (409)
 */
export const setFollow = (db: Db, followerId: string, followeeId: string, isFollowed: boolean) =>
  commandTransaction(db, async (tx) => {
    if (followerId === followeeId) throw new ApiError('BadRequest', 'userId: you cannot follow yourself');
    await requireReachableAccount(
      tx,
      followerId,
      followeeId,
      isFollowed ? 'You cannot follow this account' : null,
    );
    if (isFollowed) {
      await insertOnce(tx, follows, { followerId, followeeId }, 'AlreadyFollowing');
    } else {
      const where = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId));
      await deleteOnce(tx, follows, where, 'NotFollowing');
    }
    const delta = isFollowed ? 1 : -1;
    await bumpCounter(tx, accounts, accounts.numFollowing, accounts.id, followerId, delta);
    await bumpCounter(tx, accounts, accounts.numFollower, accounts.id, followeeId, delta);
    const type = isFollowed ? ('Followed' as const) : ('Unfollowed' as const);
    return { isFollowed, events: [{ type, followerId, followeeId }] };
  });
