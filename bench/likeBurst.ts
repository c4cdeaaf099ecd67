/**
 * A burst of likes at a fixed rate, each by another account on the post of another connected account, and
 * the time until the recipient's socket gets its `LikePost` notification (issue 14's delivery latency). The
 * path measured is the production one: POST /api/post/like-post commits the like and its `PostLiked` job
 * (pg-boss) in one transaction, the notifications processor picks the job up after the commit, stores the
 * notification and emits it to the recipient's room (through the Redis streams adapter with REDIS_URL).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Notification } from '@rep/shared';
import type { SocketFleet } from './socketFleet';

/** One like of the burst: who likes (their token), which post, and whose socket should hear of it. */
export interface PlannedLike {
  /** The liker's account id (the notification's `senderId`) and access token. */
  senderId: string;
  token: string;
  postId: string;
  /** The recipient's index in the fleet's token list. */
  recipient: number;
}

/** What happened to one like, times in ms of `performance.now()` (null: did not happen). */
export interface LikeOutcome {
  sentAt: number;
  /** When the HTTP answer's body was read. */
  answeredAt: number | null;
  status: number | null;
  /** When the recipient's socket got the notification (the first time). */
  arrivedAt: number | null;
  /** The notification's `createdAt` (the processor's insert), in ms since the epoch. */
  createdAtEpoch: number | null;
  /** `performance.now()` of the send, as ms since the epoch (to compare with `createdAtEpoch`). */
  sentAtEpoch: number;
}

/** A burst's outcomes and what arrived besides. */
export interface BurstResult {
  outcomes: LikeOutcome[];
  /** Seconds from the first send to the last one (the offered rate's real span). */
  sendSeconds: number;
  /** Notifications that arrived a second time (same post, same socket). */
  duplicates: number;
  /** Notifications of this burst's likes that arrived at another socket than their recipient's. */
  misdelivered: number;
  /**
   * The bench process's own longest event-loop delay over the burst, ms: a stall here delays the sends and
   * the arrivals' timestamps (its sockets' heartbeats and GC share its loop).
   */
  benchEventLoopMaxMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `likes` at `perSecond` (like k is due at start + k / perSecond s; a late timer sends what is due at
 * once), each without waiting for earlier answers, then waits until every like's notification arrived or
 * `waitMs` passed since the last answer. Listens to the fleet's notifications meanwhile (and stops after).
 */
export async function likeBurst(
  baseUrl: string,
  fleet: SocketFleet,
  likes: readonly PlannedLike[],
  perSecond: number,
  waitMs = 30_000,
): Promise<BurstResult> {
  const byCause = new Map(likes.map((like, k) => [`${like.postId} ${like.senderId}`, k]));
  const outcomes: LikeOutcome[] = likes.map(() => ({
    sentAt: 0,
    sentAtEpoch: 0,
    answeredAt: null,
    status: null,
    arrivedAt: null,
    createdAtEpoch: null,
  }));
  let arrived = 0;
  let duplicates = 0;
  let misdelivered = 0;
  fleet.onNotification((index, notification: Notification, atMs) => {
    if (notification.topic !== 'LikePost') return;
    const k = byCause.get(`${notification.metadata.postId} ${notification.senderId}`);
    if (k === undefined) return;
    if (likes[k]!.recipient !== index) {
      misdelivered++;
      return;
    }
    const outcome = outcomes[k]!;
    if (outcome.arrivedAt !== null) {
      duplicates++;
      return;
    }
    outcome.arrivedAt = atMs;
    outcome.createdAtEpoch = Date.parse(notification.createdAt);
    arrived++;
  });

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const answers: Promise<void>[] = [];
  const send = (k: number) => {
    const like = likes[k]!;
    const outcome = outcomes[k]!;
    outcome.sentAt = performance.now();
    outcome.sentAtEpoch = performance.timeOrigin + outcome.sentAt;
    answers.push(
      fetch(`${baseUrl}/api/post/like-post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${like.token}` },
        body: JSON.stringify({ postId: like.postId }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          outcome.status = response.status;
          outcome.answeredAt = performance.now();
        })
        .catch(() => {
          outcome.answeredAt = null;
        }),
    );
  };

  const start = performance.now();
  let next = 0;
  while (next < likes.length) {
    const now = performance.now();
    while (next < likes.length && start + (next * 1000) / perSecond <= now) send(next++);
    if (next < likes.length) await sleep(Math.max(0, start + (next * 1000) / perSecond - performance.now()));
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(answers);
  const expected = outcomes.filter((outcome) => outcome.status === 200).length;
  const deadline = performance.now() + waitMs;
  while (arrived < expected && performance.now() < deadline) await sleep(20);
  // Late duplicates would show within a moment; give them one.
  await sleep(200);
  fleet.onNotification(null);
  loop.disable();
  return { outcomes, sendSeconds, duplicates, misdelivered, benchEventLoopMaxMs: loop.max / 1e6 };
}
