/**
 * Web push (issue 14 "Web push", SPEC §4): the `web-push` task sends a stored notification to every push
 * subscription of its recipient (the notifications processor sends that job only when the recipient has no
 * open socket), dropping the subscriptions the push service answers gone (404/410); the `push` processor
 * removes an account's subscriptions when it is deleted (SPEC §4 "push-token deactivation").
 *
 * At least once: a retried job (one subscription's push service failed) sends again to every subscription of
 * the recipient, so a device may show the notification twice; the payload's `notificationId` lets the
 * service worker use it as the notification's tag, so a repeat replaces the first rather than stacking.
 */
import { communityPrefix, type Notification, type PostType } from '@rep/shared';
import { and, eq } from 'drizzle-orm';
import type { PushSender } from '../adapters/push/types';
import type { Db } from '../db/client';
import { posts, pushSubscriptions } from '../db/schema';
import type { ProcessorContext } from './context';
import { defineProcessor, type Processor } from './processor';

/** The queue of web push jobs, one per (recipient, notification). */
export const WEB_PUSH_QUEUE = 'web-push';

/** A web push job: the recipient's account id and the notification as stored (`presentNotification`). */
export interface WebPushJob {
  recipientId: string;
  notification: Notification;
}

/** What the service worker receives (JSON): the notification's title, text, the web path to open, and ids. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the web app (apps/web/src/app/paths.ts): the post's thread, or the sender's profile. */
  url: string;
  notificationId: string;
  topic: Notification['topic'];
}

/** The title of every push. */
export const PUSH_TITLE = 'Rep';

/** Pushes sent at once per process (network-bound). */
const PUSH_WORKERS = 4;

/** The post a notification links to, as its path needs it. */
interface LinkedPost {
  id: string;
  accountId: string;
  communityId: string;
  postType: PostType;
}

/**
 * The web path a notification opens, as the web app builds it (apps/web/src/app/paths.ts `thread` and
 * `account`): the post's thread (`/<prefix>/<post|article|question>/account/<author>/<post>`) when it has a
 * post that still exists, else the sender's profile (`/<prefix>/account/<sender>`).
 * @param post the notification's `metadata.postId` post, if it is active
 */
export function notificationPath(notification: Notification, post: LinkedPost | undefined): string {
  if (post) {
    const segment =
      post.postType === 'Article' ? 'article' : post.postType === 'Question' ? 'question' : 'post';
    return `/${communityPrefix(post.communityId)}/${segment}/account/${encodeURIComponent(post.accountId)}/${encodeURIComponent(post.id)}`;
  }
  return `/${communityPrefix(notification.community)}/account/${encodeURIComponent(notification.senderId)}`;
}

/** Reads the active post a notification links to. */
async function linkedPost(db: Db, postId: string | undefined): Promise<LinkedPost | undefined> {
  if (!postId) return undefined;
  const [post] = await db
    .select({
      id: posts.id,
      accountId: posts.accountId,
      communityId: posts.communityId,
      postType: posts.postType,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, 'Active')));
  return post;
}

/**
 * Sends one notification to each push subscription of its recipient and deletes those answered gone.
 * @throws Error when a push service failed otherwise (after the others were sent): the job retries
 */
export async function sendWebPush(
  db: Db,
  push: PushSender,
  { recipientId, notification }: WebPushJob,
): Promise<void> {
  const targets = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, recipientId));
  if (targets.length === 0) return;
  const payload: PushPayload = {
    title: PUSH_TITLE,
    body: notification.message,
    url: notificationPath(notification, await linkedPost(db, notification.metadata.postId)),
    notificationId: notification.notificationId,
    topic: notification.topic,
  };
  const text = JSON.stringify(payload);
  const outcomes = await Promise.allSettled(targets.map((target) => push.send(target, text)));
  const failures: unknown[] = [];
  for (const [k, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') failures.push(outcome.reason);
    else if (outcome.value === 'gone') {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, targets[k]!.endpoint),
            eq(pushSubscriptions.accountId, recipientId),
          ),
        );
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `web push: ${failures.length} of ${targets.length} deliveries failed`);
  }
}

/**
 * The push processor: deletes a deleted account's push subscriptions, and runs the {@link WEB_PUSH_QUEUE}
 * task. Null when the process has no push sender (no jobs are then routed to it).
 */
export function pushProcessor(ctx: ProcessorContext): Processor | null {
  const { db, push } = ctx;
  if (!push) return null;
  return defineProcessor({
    name: 'push',
    events: ['AccountDeleted'],
    handle: async (event) => {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, event.accountId));
    },
    tasks: [
      { queue: WEB_PUSH_QUEUE, run: (job: WebPushJob) => sendWebPush(db, push, job), workers: PUSH_WORKERS },
    ],
  });
}
