import { POLL_MAX_DAYS, POLL_MAX_MS, POLL_MIN_MS } from '../constants';
import { messages } from '../messages';

/** The composer's poll length (SPEC §5): days 0–7, hours 0–23, minutes 0–59. */
export interface PollDuration {
  days: number;
  hours: number;
  minutes: number;
}

/** Defaults of the composer: 1 day (SPEC §5). */
export const DEFAULT_POLL_DURATION: PollDuration = { days: 1, hours: 0, minutes: 0 };

/**
 * Normalises a composer duration: at 7 days hours and minutes are forced to 0; with 0 days and 0 hours the
 * minimum is 5 minutes (SPEC §5).
 */
export function normalisePollDuration(d: PollDuration): PollDuration {
  const days = Math.min(Math.max(Math.trunc(d.days), 0), POLL_MAX_DAYS);
  if (days === POLL_MAX_DAYS) return { days, hours: 0, minutes: 0 };
  const hours = Math.min(Math.max(Math.trunc(d.hours), 0), 23);
  const minutes = Math.min(Math.max(Math.trunc(d.minutes), 0), 59);
  if (days === 0 && hours === 0 && minutes < 5) return { days, hours, minutes: 5 };
  return { days, hours, minutes };
}

/** A duration in ms. */
export const pollDurationMs = (d: PollDuration): number =>
  ((d.days * 24 + d.hours) * 60 + d.minutes) * 60 * 1000;

/** True when a poll ending at `endsAt` (ms) and created at `now` (ms) has a valid length: 5 minutes to 7 days. */
export function isValidPollEnd(endsAt: number, now: number, slackMs = 60_000): boolean {
  const length = endsAt - now;
  return length >= POLL_MIN_MS - slackMs && length <= POLL_MAX_MS + slackMs;
}

/** Results of a poll: whole-number percentages and the winners (every option with the top percentage). */
export interface PollResults {
  total: number;
  percentages: number[];
  winners: number[];
}

/** Computes whole-number percentages (rounded) and the winners (SPEC §4). No votes: all 0, no winner. */
export function pollResults(votes: readonly number[]): PollResults {
  const total = votes.reduce((sum, n) => sum + n, 0);
  const percentages = votes.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
  const top = Math.max(...percentages);
  const winners = total === 0 ? [] : percentages.flatMap((p, i) => (p === top ? [i] : []));
  return { total, percentages, winners };
}

/**
 * Remaining-time text (SPEC §9): days and hours, hours and minutes, or minutes, rounded up; 'Final Results'
 * after the end.
 */
export function remainingText(endsAt: number, now: number): string {
  const ms = endsAt - now;
  if (ms <= 0) return messages.finalResults;
  const totalMinutes = Math.ceil(ms / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m left`;
}
