import type { LiveSchedule } from '@rep/shared';

/** Where a live schedule stands for the viewer (SPEC §4 "Live schedule"). */
export type LiveStage = 'upcoming' | 'live' | 'ended';

/** Upcoming before the start, live inside the window (or once started), ended after the end. */
export function liveStage(live: LiveSchedule, now: number): LiveStage {
  if (live.status === 'Ended' || live.endedAt || now >= Date.parse(live.endAt)) return 'ended';
  if (live.status === 'Started' || now >= Date.parse(live.startAt)) return 'live';
  return 'upcoming';
}
