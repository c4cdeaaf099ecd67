import type { LiveSchedule, Poll } from '@rep/shared';
import type { PostHydration } from '../hydration/posts';

/** Presents a poll for the viewer (SPEC §3 "Poll"): `voted` is the option index or −1. */
export function presentPoll(postId: string, h: PostHydration): Poll | undefined {
  const row = h.polls.get(postId);
  if (!row) return undefined;
  return {
    id: postId,
    options: row.options,
    votes: row.votes,
    pollLength: row.endsAt.toISOString(),
    voted: h.votes.get(postId) ?? -1,
  };
}

/**
 * Presents a live schedule (SPEC §3, §4): Ended after the end (or once ended), Started once the streamer
 * started, Active inside the window, Inactive before it.
 */
export function presentLive(postId: string, h: PostHydration, now = Date.now()): LiveSchedule | undefined {
  const row = h.lives.get(postId);
  if (!row) return undefined;
  const status =
    row.endedAt || now >= row.endAt.getTime()
      ? 'Ended'
      : row.startedAt
        ? 'Started'
        : now >= row.startAt.getTime()
          ? 'Active'
          : 'Inactive';
  return {
    liveId: postId,
    streamerId: row.streamerId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    viewers: row.viewers,
    status,
  };
}
