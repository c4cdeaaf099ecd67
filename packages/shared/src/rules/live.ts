/** Why a live schedule's end is refused when it has already passed (a schedule shows nothing after its end, SPEC §4). */
export const LIVE_END_PAST_MESSAGE = 'must be in the future';

/** True when a live schedule ending at `endAt` (epoch ms) is still ahead at `now` (epoch ms). */
export const isLiveEndAhead = (endAt: number, now: number): boolean => endAt > now;
