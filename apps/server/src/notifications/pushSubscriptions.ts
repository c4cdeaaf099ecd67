import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';

/** Web push subscriptions kept per account (browsers and devices); saving one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 20;

/** A subscription as the browser gives it (`PushSubscription.toJSON()`). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves (or moves to `$1`: a browser signed in to another account) the subscription of endpoint $2, then
 * keeps the account's newest {@link PUSH_SUBSCRIPTIONS_MAX}.
 */
const saveStatement = statement(
  'push_subscription_save',
  `with saved as (
     insert into push_subscriptions (endpoint, account_id, p256dh, auth) values ($2, $1, $3, $4)
     on conflict (endpoint) do update
       set account_id = excluded.account_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
     returning endpoint)
   delete from push_subscriptions where account_id = $1 and endpoint not in (select endpoint from saved)
     and endpoint not in (select endpoint from push_subscriptions where account_id = $1
                          order by created_at desc limit ${PUSH_SUBSCRIPTIONS_MAX - 1})`,
);

/** Saves a web push subscription of `accountId` (`/notification/register`). */
export async function savePushSubscription(
  db: Executor,
  accountId: string,
  subscription: BrowserSubscription,
): Promise<void> {
  await runStatement(db, saveStatement, [
    accountId,
    subscription.endpoint,
    subscription.keys.p256dh,
    subscription.keys.auth,
  ]);
}

const removeStatement = statement<{ endpoint: string }>(
  'push_subscription_remove',
  'delete from push_subscriptions where account_id = $1 and endpoint = $2 returning endpoint',
);

/**
 * Removes `accountId`'s subscription with push service endpoint `endpoint` (`/notification/deactivate`).
 * @returns how many were removed (0 or 1)
 */
export async function removePushSubscription(
  db: Executor,
  accountId: string,
  endpoint: string,
): Promise<number> {
  return (await runStatement(db, removeStatement, [accountId, endpoint])).length;
}
