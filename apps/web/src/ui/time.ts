const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** A short relative time ('5 min. ago') for recent posts, the date for older ones. */
export function formatPostTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  let value = Math.max(0, Math.round((now - time) / 1000));
  if (value < 10) return 'now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (value < size) return format.format(-value, unit);
    value = Math.floor(value / size);
  }
  return new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });
}
