/**
 * Redis keys and sizes of the per-viewer timelines (docs/DECISIONS.md "Timelines"). Every key starts with the
 * configured prefix (`REDIS_PREFIX`, default `rep:`), so several deployments or test runs can share a Redis.
 */

/** Most posts a timeline holds (Mastodon keeps 400, Misskey 800); older pages come from the SQL skeleton. */
export const TIMELINE_MAX = 800;

/** A timeline not read for this long expires (7 days): inactive viewers are not maintained, like Mastodon. */
export const TIMELINE_TTL_SEC = 7 * 24 * 3600;

/** A timeline being filled expires after this long if its filler dies before finishing (seconds). */
export const FILL_TTL_SEC = 60;

/** The sorted set of the viewer's 'following' timeline: post members scored by creation time in µs. */
export const followingTimelineKey = (prefix: string, accountId: string): string =>
  `${prefix}tl:following:${accountId}`;
