import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, blocks, follows } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import { removeFollows } from './counters';
import { deleteOnce, insertOnce } from './relations';

/**
 * Sets the block state of `blockerId` → `blockedId` to `isBlocked` (the wanted state, SPEC §7). Blocking
 * removes follows in both directions, keeping counters exact.
 * @returns the new state and the `Blocked` or `Unblocked` event
 * @throws ApiError BadRequest (yourself), NotFound (no such account), Conflict texts (409)
 */
export const setBlock = (db: Db, blockerId: string, blockedId: string, isBlocked: boolean) =>
  commandTransaction(db, async (tx) => {
    if (blockerId === blockedId) throw new ApiError('BadRequest', 'userId: you cannot block yourself');
    const [target] = await tx
      .select({ status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, blockedId));
    if (!target || target.status === 'Deleted') throw new ApiError('NotFound', 'Account not found');
    if (isBlocked) {
      await insertOnce(tx, blocks, { blockerId, blockedId }, 'AlreadyBlocked');
      await removeFollows(
        tx,
        sql`${or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        )}`,
      );
    } else {
      const where = and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId));
      await deleteOnce(tx, blocks, where, 'NotBlocked');
    }
    const type = isBlocked ? ('Blocked' as const) : ('Unblocked' as const);
    return { isBlocked, events: [{ type, blockerId, blockedId }] };
  });
