import { READING_CHARS_PER_MINUTE } from '../constants';
import { HANDLE_BODY, isHandle } from './handles';

/** What may precede a hashtag or a mention: not a letter, digit, `_`, `&` (`&#39;`), `/` (URLs) or `@` (emails). */
const BEFORE_TAG = '(^|[^\\p{L}\\p{N}_&/@])';
const HASHTAG_BODY = '[\\p{L}\\p{N}_]{1,100}';
/** A mention is a whole handle: not followed by a letter, digit or `_`, nor by a dot that continues it. */
const MENTION_END = '(?![\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_])';
const HASHTAG = new RegExp(`${BEFORE_TAG}#(${HASHTAG_BODY})`, 'gu');
const MENTION = new RegExp(`${BEFORE_TAG}@(${HANDLE_BODY})${MENTION_END}`, 'giu');
/** Hashtags (group 2) and mentions (group 3) in one pass, for {@link tokenizePostText}. */
const TAG = new RegExp(`${BEFORE_TAG}(?:#(${HASHTAG_BODY})|@(${HANDLE_BODY})${MENTION_END})`, 'giu');

/** A search text as sent (SPEC §5 "Search"): '@' stripped, trimmed. */
export const normaliseSearchText = (text: string): string => text.replaceAll('@', '').trim();

/** Lower-cased unique hashtags of a text, without '#'. */
export function extractHashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((m) => m[2]!.toLowerCase()))];
}

/**
 * Lower-cased unique mentioned handles of a text, without '@': whole handles with their dots
 * (`@nasir.legros26.` mentions `nasir.legros26`), 3–30 characters.
 */
export function extractMentions(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[2]!.toLowerCase()).filter(isHandle))];
}

/** A piece of post text: plain, a hashtag or a mention (SPEC §2: rendered as links). */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag' | 'mention'; text: string; value: string };

/** Splits a text into plain parts, hashtags and mentions (whole handles, as {@link extractMentions}), in order. */
export function tokenizePostText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    const [hashtag, handle] = [m[2], m[3]?.toLowerCase()];
    if (handle !== undefined && !isHandle(handle)) continue;
    const start = m.index! + m[1]!.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const tag = text.slice(start, m.index! + m[0].length);
    parts.push(
      hashtag !== undefined
        ? { kind: 'hashtag', text: tag, value: hashtag.toLowerCase() }
        : { kind: 'mention', text: tag, value: handle! },
    );
    last = start + tag.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Reading time (SPEC §9): length / 300 characters per minute, at least 1; minutes below 60, hours below 10
 * hours, else '10+ hours'; '5 min' when the text is unknown.
 */
export function readingTime(text: string | null | undefined): string {
  if (text == null) return '5 min';
  const minutes = Math.max(1, Math.ceil(text.length / READING_CHARS_PER_MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 10 ? `${hours} hour${hours > 1 ? 's' : ''}` : '10+ hours';
}

/** Parses epoch milliseconds or an ISO 8601 string; NaN when neither. */
export function parseTime(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') {
    return /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
  }
  return Number.NaN;
}
