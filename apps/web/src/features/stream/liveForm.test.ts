import { LIVE_END_PAST_MESSAGE, liveValueSchema, messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  initialLiveForm,
  isLiveValid,
  liveFormErrors,
  liveValue,
  toLocalInput,
} from './liveForm';

const HOUR = 3_600_000;
const now = new Date(2030, 0, 31, 18, 4, 30).getTime();
/** The shared schema's own text for an end not after the start. */
const endNotAfterStart = liveValueSchema.safeParse({ startAt: 2, endAt: 1 }).error?.issues[0]?.message;

describe('live schedule form', () => {
  it('reads and writes datetime-local values in local time', () => {
    expect(toLocalInput(now)).toBe('2030-01-31T18:04');
    expect(fromLocalInput('2030-01-31T18:04')).toBe(new Date(2030, 0, 31, 18, 4).getTime());
    expect(fromLocalInput('')).toBeNaN();
    expect(fromLocalInput('tomorrow')).toBeNaN();
  });

  it('starts an hour from now, at the next full minute, and lasts an hour', () => {
    expect(initialLiveForm(now)).toEqual({ start: '2030-01-31T19:05', end: '2030-01-31T20:05' });
    expect(isLiveValid(initialLiveForm(now), now)).toBe(true);
    expect(liveFormErrors(initialLiveForm(now), now)).toEqual({ start: undefined, end: undefined });
  });

  it("says 'Field is required' for a cleared start or end", () => {
    expect(liveFormErrors({ start: '', end: '2030-01-31T20:00' }, now)).toEqual({
      start: messages.fieldRequired,
      end: undefined,
    });
    expect(liveFormErrors({ start: '2030-01-31T19:00', end: '' }, now).end).toBe(messages.fieldRequired);
    expect(isLiveValid({ start: '', end: '' }, now)).toBe(false);
  });

  it("refuses an end at or before the start with the shared schema's message", () => {
    expect(endNotAfterStart).toBe('must be after startAt');
    for (const end of ['2030-01-31T19:00', '2030-01-31T18:30']) {
      const errors = liveFormErrors({ start: '2030-01-31T19:00', end }, now);
      expect(errors).toEqual({ start: undefined, end: endNotAfterStart });
    }
  });

  it('refuses an end already past, but accepts a start in the past (a stream starting now)', () => {
    const past = { start: '2030-01-31T17:00', end: '2030-01-31T18:00' };
    expect(liveFormErrors(past, now)).toEqual({ start: undefined, end: LIVE_END_PAST_MESSAGE });
    expect(isLiveValid({ ...past, end: '2030-01-31T18:30' }, now)).toBe(true);
  });

  it('sends start and end as epoch ms, which the shared schema accepts', () => {
    const value = liveValue(initialLiveForm(now));
    expect(value.endAt - value.startAt).toBe(HOUR);
    expect(value.startAt - now).toBeGreaterThanOrEqual(HOUR);
    expect(value.startAt - now).toBeLessThan(HOUR + 60_000);
    expect(liveValueSchema.safeParse(value).success).toBe(true);
  });
});
