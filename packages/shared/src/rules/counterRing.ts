import { POST_TEXT_MAX, POST_TEXT_NEGATIVE_DISPLAY, POST_TEXT_WARN_REMAINING } from '../constants';

/** What the composer's character counter shows (SPEC §4 "Character counter ring"). */
export interface CounterRing {
  /** Characters left; negative when over the limit. */
  remaining: number;
  /** Green above 20 left, yellow 0–20, red when over. */
  color: 'green' | 'yellow' | 'red';
  /** False beyond −10: only the plain negative number shows. */
  showRing: boolean;
  /** The number to print (from 20 left down), or null. */
  label: string | null;
  /** Fill of the ring, 0–1. */
  progress: number;
  /** True when the text is over the limit (Send disabled). */
  over: boolean;
}

/**
 * Computes the counter ring for a text length, in characters (trimmed by the caller).
 * @param length characters typed
 * @param max the limit, 512 by default (SPEC §5)
 */
export function counterRing(length: number, max = POST_TEXT_MAX): CounterRing {
  const remaining = max - length;
  const color = remaining < 0 ? 'red' : remaining <= POST_TEXT_WARN_REMAINING ? 'yellow' : 'green';
  return {
    remaining,
    color,
    showRing: remaining >= POST_TEXT_NEGATIVE_DISPLAY,
    label: remaining <= POST_TEXT_WARN_REMAINING ? String(remaining) : null,
    progress: Math.min(1, Math.max(0, length / max)),
    over: remaining < 0,
  };
}
