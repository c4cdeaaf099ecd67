/**
 * The scenario sections of bench/RESULTS.md (`sockets`: the realtime scenario, `chat`: the chat scenario,
 * `storage`: the storage scenario):
 * each is kept between two markers, `<!-- name:start -->` and `<!-- name:end -->`, so a run of a scenario
 * alone replaces only its section and `npm run bench` (which rewrites the file) carries a section over when
 * it does not run that scenario.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The scenario sections, in the order they follow the main results. */
export type SectionName = 'sockets' | 'chat' | 'storage';

/** bench/RESULTS.md. */
export const RESULTS_FILE = path.join(import.meta.dirname, 'RESULTS.md');

/** A section's markers. */
export const markers = (name: SectionName) => ({
  start: `<!-- ${name}:start -->`,
  end: `<!-- ${name}:end -->`,
});

/** The section `name` of a RESULTS.md text (with its markers), or null when it has none. */
export function sectionOf(text: string, name: SectionName): string | null {
  const { start, end } = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : null;
}

/** `text` with its section `name` replaced by `section` (appended when it has none). */
export function withSection(text: string, name: SectionName, section: string): string {
  const old = sectionOf(text, name);
  if (old) return text.replace(old, () => section);
  return `${text.trimEnd()}\n\n${section}\n`;
}

/** The section `name` of the RESULTS.md on disk, or null (no file, no section). */
export function savedSection(name: SectionName): string | null {
  return existsSync(RESULTS_FILE) ? sectionOf(readFileSync(RESULTS_FILE, 'utf8'), name) : null;
}

/** Replaces the section `name` of bench/RESULTS.md (creating the file when missing). */
export function writeSection(name: SectionName, section: string): void {
  const text = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : '# Rep load benchmark — results\n';
  writeFileSync(RESULTS_FILE, withSection(text, name, section));
}
