import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPostTime, formatTimeOfDay } from './time';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatPostTime', () => {
  it("says 'now' for the whole first minute, never seconds", () => {
    expect(formatPostTime(ago(5), NOW)).toBe('now');
    expect(formatPostTime(ago(35), NOW)).toBe('now');
    expect(formatPostTime(ago(59), NOW)).toBe('now');
  });

  it('counts minutes, hours and days, then shows the date', () => {
    expect(formatPostTime(ago(60), NOW)).toBe('1 min. ago');
    expect(formatPostTime(ago(5 * 60 + 30), NOW)).toBe('5 min. ago');
    expect(formatPostTime(ago(3 * 3600), NOW)).toBe('3 hr. ago');
    expect(formatPostTime(ago(2 * 86_400), NOW)).toBe('2 days ago');
    expect(formatPostTime('2026-01-02T10:00:00Z', NOW)).toBe('Jan 2, 2026');
  });
});

describe('formatDateTime and formatTimeOfDay', () => {
  it('show hours and minutes without seconds', () => {
    const iso = '2026-11-24T23:44:37Z';
    const seconds = new Date(iso).getSeconds().toString().padStart(2, '0');
    expect(formatDateTime(iso)).toMatch(/\d{1,2}:\d{2}/);
    expect(formatDateTime(iso)).not.toMatch(new RegExp(`:\\d{2}:${seconds}`));
    expect(formatTimeOfDay(iso)).not.toMatch(new RegExp(`:\\d{2}:${seconds}`));
    expect(formatDateTime('not a date')).toBe('');
  });
});
