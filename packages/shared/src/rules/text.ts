import { READING_CHARS_PER_MINUTE } from '../constants';

const HASHTAG = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,100})/gu;
const MENTION = /(^|[^\p{L}\p{N}_@/])@([a-z0-9_]{3,30})\b/giu;

/** A search text as sent (SPEC §5 "Search"): '@' stripped, trimmed. */
export const normaliseSearchText = (text: string): string => text.replaceAll('@', '').trim();

/** Lower-cased unique hashtags of a text, without '#'. */
export function extractHashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((m) => m[2]!.toLowerCase()))];
}

/** Lower-cased unique mentioned usernames of a text, without '@'. */
export function extractMentions(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[2]!.toLowerCase()))];
}

/** A piece of post text: plain, a hashtag or a mention (SPEC §2: rendered as links). */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag' | 'mention'; text: string; value: string };

/** Splits a text into plain parts, hashtags and mentions, in order. */
export function tokenizePostText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /(^|[^\p{L}\p{N}_&/@])([#@])([\p{L}\p{N}_]{1,100})/gu;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index! + m[1]!.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const kind = m[2] === '#' ? 'hashtag' : 'mention';
    parts.push({ kind, text: `${m[2]}${m[3]}`, value: m[3]!.toLowerCase() });
    last = start + 1 + m[3]!.length;
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
