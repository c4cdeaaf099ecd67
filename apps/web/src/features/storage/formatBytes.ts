const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** A byte count for people, in powers of 1000 with at most one decimal ('1.5 MB', '0 B'). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
