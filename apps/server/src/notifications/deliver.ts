import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import type { JobQueue } from '../jobs/queue';
import type { Realtime } from '../realtime/types';
import { presentNotification, type SelectedNotification } from './store';

/** Where stored notifications go next: the recipients' sockets, and web push for those without one. */
export interface Delivery {
  db: Executor;
  realtime: Realtime | null;
  /** The web push job's queue, or null when push is off. */
  pushQueue: string | null;
}

const subscribedStatement = statement<{ accountId: string }>(
  'notification_push_recipients',
  'select distinct account_id as "accountId" from push_subscriptions where account_id = any($1::text[])',
);

/**
 * Sends each new notification to its recipient's sockets (the socket's `notification` event, SPEC §7) and
 * sends a web push job for each recipient with a push subscription and no open socket on any process
 * (issue 14: "a push for each notification while the user has no open socket").
 */
export async function deliverNotifications(
  delivery: Delivery,
  rows: readonly SelectedNotification[],
  jobs: JobQueue,
): Promise<void> {
  if (rows.length === 0) return;
  const notifications = rows.map((row) => ({
    recipientId: row.recipientId,
    notification: presentNotification(row),
  }));
  for (const { recipientId, notification } of notifications) {
    delivery.realtime?.toAccount(recipientId, 'notification', notification);
  }
  const { pushQueue } = delivery;
  if (!pushQueue) return;
  const subscribed = await runStatement(delivery.db, subscribedStatement, [
    notifications.map((item) => item.recipientId),
  ]);
  const pushable = new Set(subscribed.map((row) => row.accountId));
  const candidates = notifications.filter((item) => pushable.has(item.recipientId));
  const online =
    (await delivery.realtime?.onlineAmong(candidates.map((item) => item.recipientId))) ?? new Set<string>();
  const pushes = candidates.filter((item) => !online.has(item.recipientId));
  await jobs.send(pushes.map((data) => ({ queue: pushQueue, data })));
  jobs.wake([pushQueue]);
}
