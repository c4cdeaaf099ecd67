import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, postSubscriptions } from '../db/schema';
import { ApiError } from '../http/errors';
import { isBlockedEitherWay } from '../policies/visibility';

/**
 * Sets whether `subscriberId` is notified of each new post of `accountId` (`FollowingCreatePost`, the
 * profile's bell; Bluesky's activity subscriptions) to `isSubscribed`, the wanted state: repeating it
 * changes nothing. A block either way drops the subscription (the notifications processor also skips it).
 * @throws ApiError BadRequest (yourself), NotFound (no active account), Forbidden (blocked either way)
 */
export async function setPostSubscription(
  db: Db,
  subscriberId: string,
  accountId: string,
  isSubscribed: boolean,
): Promise<{ isSubscribed: boolean }> {
  if (subscriberId === accountId)
    throw new ApiError('BadRequest', 'userId: you cannot subscribe to yourself');
  const [target] = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (target?.status !== 'Active') throw new ApiError('NotFound', 'Account not found');
  if (isSubscribed) {
    if (await isBlockedEitherWay(db, subscriberId, accountId)) {
      throw new ApiError('Forbidden', 'You cannot subscribe to this account');
    }
    await db.insert(postSubscriptions).values({ subscriberId, accountId }).onConflictDoNothing();
  } else {
    await db
      .delete(postSubscriptions)
      .where(
        and(eq(postSubscriptions.subscriberId, subscriberId), eq(postSubscriptions.accountId, accountId)),
      );
  }
  return { isSubscribed };
}
