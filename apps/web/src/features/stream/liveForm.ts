import {
  isLiveEndAhead,
  LIVE_END_PAST_MESSAGE,
  type LiveValue,
  liveValueSchema,
  messages,
} from '@rep/shared';

/** The composer's live schedule: start and end as `<input type="datetime-local">` values (local time). */
export interface LiveForm {
  start: string;
  end: string;
}

/** Errors of the two fields; undefined when the field is fine. */
export interface LiveFormErrors {
  start?: string;
  end?: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as a datetime-local value in the browser's time zone ('2030-01-31T18:05'). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as epoch ms (read as local time); NaN when blank or malformed. */
export function fromLocalInput(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
}

/** Defaults: the start an hour from now (to the next full minute), the end an hour after the start. */
export function initialLiveForm(now: number): LiveForm {
  const start = Math.ceil((now + HOUR_MS) / MINUTE_MS) * MINUTE_MS;
  return { start: toLocalInput(start), end: toLocalInput(start + HOUR_MS) };
}

/**
 * Checks the form as the API will: both times required ('Field is required'), then the shared
 * `liveValueSchema` (end after start, its own message); an end already past is refused too, since a
 * schedule shows nothing after its end (SPEC §4 "Live schedule").
 */
export function liveFormErrors(form: LiveForm, now: number): LiveFormErrors {
  const startAt = fromLocalInput(form.start);
  const endAt = fromLocalInput(form.end);
  const errors: LiveFormErrors = {
    start: Number.isNaN(startAt) ? messages.fieldRequired : undefined,
    end: Number.isNaN(endAt) ? messages.fieldRequired : undefined,
  };
  if (errors.start || errors.end) return errors;
  for (const issue of liveValueSchema.safeParse({ startAt, endAt }).error?.issues ?? []) {
    const field = issue.path[0] === 'startAt' ? 'start' : 'end';
    errors[field] ??= issue.message;
  }
  if (!errors.end && !isLiveEndAhead(endAt, now)) errors.end = LIVE_END_PAST_MESSAGE;
  return errors;
}

/** True when {@link liveFormErrors} finds nothing. */
export const isLiveValid = (form: LiveForm, now: number): boolean => {
  const errors = liveFormErrors(form, now);
  return !errors.start && !errors.end;
};

/** The live schedule's `postTypeValue`: start and end as epoch ms (the server reads them as UTC instants). */
export const liveValue = (form: LiveForm): LiveValue => ({
  startAt: fromLocalInput(form.start),
  endAt: fromLocalInput(form.end),
});
