import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { postSubscriptions } from '../db/schema';
import { ApiError } from '../http/errors';
import { requireReachableAccount } from '../policies/visibility';

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
  await requireReachableAccount(
    db,
    subscriberId,
    accountId,
    isSubscribed ? 'You cannot subscribe to this account' : null,
  );
  if (isSubscribed) {
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
