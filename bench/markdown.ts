/**
 * Number and table formatting of the scenario sections of bench/RESULTS.md (realtime, chat).
 */
import type { LatencyStats } from './load';

/** A whole number with thousands separators, '—' when not finite. */
export const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');

/** Milliseconds to one decimal, '—' when not finite. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** Percentiles joined by ' / ' (p50 / p95 / p99 / max unless told), '—' without samples. */
export const stats = (
  s: LatencyStats,
  parts: ('p50' | 'p95' | 'p99' | 'max')[] = ['p50', 'p95', 'p99', 'max'],
) => (s.count ? parts.map((p) => ms(s[p])).join(' / ') : '—');

/** `key×n` pairs, e.g. '200×998, error×2', '—' when empty. */
export const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${key}×${int(n)}`)
    .join(', ') || '—';

/** A Markdown table; `align` holds each column's separator ('---', '---:'). */
export function table(header: string[], rows: string[][], align: string[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
