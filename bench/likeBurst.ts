/**
 * A burst of likes at a fixed rate, each by another account on the post of another connected account, and
 * the time until the recipient's socket gets its `LikePost` notification (issue 14's delivery latency). The
 * path measured is the production one: POST /api/post/like-post commits the like and its `PostLiked` job
 * (pg-boss) in one transaction, the notifications processor picks the job up after the commit, stores the
 * notification and emits it to the recipient's room (through the Redis streams adapter with REDIS_URL).
 * The sending, matching and waiting are bench/burst.ts's.
 */
import { type BurstResult, timedBurst } from './burst';
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

/**
 * Sends `likes` at `perSecond` and waits until every like's notification arrived or `waitMs` passed since
 * the last answer ({@link timedBurst}). A notification is matched to its like by post and sender; its
 * `createdAt` (the processor's insert) is the stored time.
 */
export function likeBurst(
  baseUrl: string,
  fleet: SocketFleet,
  likes: readonly PlannedLike[],
  perSecond: number,
  waitMs = 30_000,
): Promise<BurstResult> {
  const byCause = new Map(likes.map((like, k) => [`${like.postId} ${like.senderId}`, k]));
  return timedBurst(
    baseUrl,
    fleet,
    'notification',
    likes.map((like) => ({
      path: '/api/post/like-post',
      token: like.token,
      body: { postId: like.postId },
      recipients: [like.recipient],
    })),
    (notification) => {
      if (notification.topic !== 'LikePost') return null;
      const send = byCause.get(`${notification.metadata.postId} ${notification.senderId}`);
      return send === undefined ? null : { send, storedAtEpoch: Date.parse(notification.createdAt) };
    },
    perSecond,
    waitMs,
  );
}
