const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** Shorter than this, in seconds, a post is 'now': times never count seconds. */
const NOW_SECONDS = 60;

/** A short relative time ('5 min. ago') for recent posts, 'now' under a minute, the date for older ones. */
export function formatPostTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < NOW_SECONDS) return 'now';
  let value = Math.floor(seconds / NOW_SECONDS);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (value < size) return format.format(-value, unit);
    value = Math.floor(value / size);
  }
  return new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A date and time to the minute in the viewer's locale and zone ('Nov 24, 2026, 11:44 PM'), '' when invalid. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day to the minute in the viewer's locale and zone ('1:44 AM'), '' when invalid. */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { timeStyle: 'short' });
}
