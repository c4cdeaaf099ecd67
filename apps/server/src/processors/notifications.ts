/**
 * The notifications processor (Mastodon's LocalNotificationWorker, Misskey's createNotification): turns
 * domain events into stored notifications (SPEC §3 "Notification", issue 14) and delivers them to the
 * recipients' sockets and, without one, by web push. Never inside the request; idempotent, since each
 * notification has a dedup key (notifications/store.ts). Poll ends are jobs scheduled at the poll's end.
 */
import {
  COMMENT_POST_TYPES,
  NOTIFICATION_VERBS,
  type NotificationTopic,
  OWN_POLL_ENDED,
  type PostType,
} from '@rep/shared';
import type { Db } from '../db/client';
import { runStatement, statement } from '../db/statements';
import type { PostCreated } from '../events/types';
import type { JobQueue, Task } from '../jobs/queue';
import { type Delivery, deliverNotifications } from '../notifications/deliver';
import { newPostFacts, notifiedPost, pollVoters, senderName } from '../notifications/sources';
import { insertNotifications, type NotificationDraft } from '../notifications/store';
import type { ProcessorContext } from './context';
import { defineProcessor, type Processor } from './processor';

/** The queue of poll-end jobs, each sent when the poll is created with `startAfter` its end. */
export const POLL_END_QUEUE = 'notifications-poll-end';

/** Community of notifications that belong to no post (follows): the website's. */
const FOLLOW_COMMUNITY = 'Rep';

/** Reply types that notify the parent's author with `ReplyPost` (comments of articles, answers, lives too). */
const REPLY_TYPES: readonly PostType[] = ['Reply', 'Answer', ...COMMENT_POST_TYPES];
/** Post types the author's subscribers hear of (`FollowingCreatePost`): what shows on the author's feed. */
const SUBSCRIBED_TYPES: readonly PostType[] = [
  'Standard',
  'Article',
  'Question',
  'Poll',
  'QuotePost',
  'LiveSchedule',
  'OutThreadReply',
];

/** The topic a new post of `postType` notifies its referenced post's author with, if any. */
function referenceTopic(postType: PostType): NotificationTopic | null {
  if (postType === 'OutThreadReply') return 'OutThreadReply';
  if (postType === 'QuotePost') return 'QuotePost';
  if (postType === 'RePost') return 'RepostPost';
  return REPLY_TYPES.includes(postType) ? 'ReplyPost' : null;
}

/** The sentence of a notification from `name`. */
const sentence = (name: string, topic: NotificationTopic) => `${name} ${NOTIFICATION_VERBS[topic]}`;

/**
 * Notifications of a new post: the referenced post's author (reply, quote, ReRep), the mentioned accounts,
 * then the author's subscribers; each recipient once, in that order of precedence. A poll schedules its end.
 */
async function onPostCreated(delivery: Delivery, db: Db, event: PostCreated, jobs: JobQueue): Promise<void> {
  const facts = await newPostFacts(db, event.postId);
  if (!facts) return;
  const name = await senderName(db, event.authorId);
  const base = {
    senderId: event.authorId,
    communityId: event.communityId,
    postId: event.postId,
    parentPostId: event.refId,
    postType: event.postType,
  };
  const notified = new Set<string>([event.authorId]);
  const drafts: [string[], NotificationDraft][] = [];
  const topic = referenceTopic(event.postType);
  if (topic && event.refAuthorId) {
    notified.add(event.refAuthorId);
    drafts.push([
      [event.refAuthorId],
      topic === 'RepostPost'
        ? // Grouped by the ReRepped post; ReRep, undo, ReRep again notifies once.
          {
            ...base,
            topic,
            message: sentence(name, topic),
            postId: event.refId,
            parentPostId: null,
            dedupKey: `repost:${event.refId}:${event.authorId}`,
          }
        : { ...base, topic, message: sentence(name, topic), dedupKey: `${topic}:${event.postId}` },
    ]);
  }
  const mentioned = facts.mentionedIds.filter((id) => !notified.has(id));
  if (mentioned.length) {
    const mentionTopic = event.refId && topic !== 'QuotePost' ? 'MentionInReply' : 'Mention';
    for (const id of mentioned) notified.add(id);
    drafts.push([
      mentioned,
      {
        ...base,
        topic: mentionTopic,
        message: sentence(name, mentionTopic),
        dedupKey: `mention:${event.postId}`,
      },
    ]);
  }
  if (SUBSCRIBED_TYPES.includes(event.postType)) {
    const subscribers = facts.subscriberIds.filter((id) => !notified.has(id));
    drafts.push([
      subscribers,
      {
        ...base,
        topic: 'FollowingCreatePost',
        message: sentence(name, 'FollowingCreatePost'),
        dedupKey: `post:${event.postId}`,
      },
    ]);
  }
  for (const [recipients, draft] of drafts) {
    await deliverNotifications(delivery, await insertNotifications(db, recipients, draft), jobs);
  }
  if (facts.pollEndsAt) {
    await jobs.send([
      {
        queue: POLL_END_QUEUE,
        data: { postId: event.postId },
        singletonKey: `poll-end:${event.postId}`,
        startAfter: new Date(facts.pollEndsAt),
      },
    ]);
  }
}

/** A poll ended: its author and its voters hear of it (the author's own sentence differs). */
async function onPollEnd(delivery: Delivery, db: Db, postId: string, jobs: JobQueue): Promise<void> {
  const post = await notifiedPost(db, postId);
  if (!post) return;
  const base = {
    topic: 'PollEnd' as const,
    senderId: post.accountId,
    communityId: post.communityId,
    postId,
    parentPostId: null,
    postType: post.postType,
    dedupKey: `poll-end:${postId}`,
  };
  const own = await insertNotifications(db, [post.accountId], {
    ...base,
    message: OWN_POLL_ENDED,
    skipSender: false,
  });
  const voters = await insertNotifications(db, await pollVoters(db, postId), {
    ...base,
    message: NOTIFICATION_VERBS.PollEnd,
  });
  await deliverNotifications(delivery, [...own, ...voters], jobs);
}

const removeForPost = statement('notifications_remove_post', 'delete from notifications where post_id = $1');
const removeBetween = statement(
  'notifications_remove_between',
  `delete from notifications where (recipient_id = $1 and sender_id = $2) or (recipient_id = $2 and sender_id = $1)`,
);
const removeAccount = statement(
  'notifications_remove_account',
  `with gone as (delete from notifications where recipient_id = $1 returning 1),
        subscriptions as (delete from post_subscriptions where subscriber_id = $1 or account_id = $1 returning 1)
   delete from badges where account_id = $1`,
);

/**
 * The notifications processor. Without a realtime gateway (a jobs-only process) notifications are stored
 * and pushed, and sockets catch up with a `since` refetch (issue 14).
 * @param pushQueue the web push job queue (processors/push.ts), or null when push is off
 */
export function notificationsProcessor(ctx: ProcessorContext, pushQueue: string | null): Processor {
  const { db } = ctx;
  const delivery: Delivery = { db, realtime: ctx.realtime, pushQueue };
  const pollEnd: Task<{ postId: string }> = {
    queue: POLL_END_QUEUE,
    run: ({ postId }, jobs) => onPollEnd(delivery, db, postId, jobs),
  };
  return defineProcessor({
    name: 'notifications',
    events: ['PostCreated', 'PostLiked', 'Followed', 'PostDeleted', 'Blocked', 'AccountDeleted'],
    tasks: [pollEnd as Task<never>],
    async handle(event, jobs) {
      switch (event.type) {
        case 'PostCreated':
          return onPostCreated(delivery, db, event, jobs);
        case 'PostLiked': {
          const post = await notifiedPost(db, event.postId);
          if (!post) return;
          const name = await senderName(db, event.actorId);
          const rows = await insertNotifications(db, [event.authorId], {
            topic: 'LikePost',
            senderId: event.actorId,
            communityId: post.communityId,
            message: sentence(name, 'LikePost'),
            postId: post.id,
            parentPostId: post.refId,
            postType: post.postType,
            dedupKey: `like:${post.id}:${event.actorId}`,
          });
          return deliverNotifications(delivery, rows, jobs);
        }
        case 'Followed': {
          const name = await senderName(db, event.followerId);
          const rows = await insertNotifications(db, [event.followeeId], {
            topic: 'Follow',
            senderId: event.followerId,
            communityId: FOLLOW_COMMUNITY,
            message: sentence(name, 'Follow'),
            postId: null,
            parentPostId: null,
            postType: null,
            dedupKey: `follow:${event.followerId}`,
          });
          return deliverNotifications(delivery, rows, jobs);
        }
        case 'PostDeleted':
          await runStatement(db, removeForPost, [event.postId]);
          return;
        case 'Blocked':
          await runStatement(db, removeBetween, [event.blockerId, event.blockedId]);
          return;
        case 'AccountDeleted':
          await runStatement(db, removeAccount, [event.accountId]);
          return;
      }
    },
  });
}
