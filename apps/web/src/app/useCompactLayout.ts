import { useSyncExternalStore } from 'react';

/**
 * The widest viewport, in CSS px, that gets the phone layout (top bar, bottom tab bar, drawer). SPEC §9 asks for
 * a compact layout below 390 px; the sidebar and the 600 px column need 768 px, so phones of every size and
 * small tablets get it (docs/DECISIONS.md "Web layout").
 */
export const COMPACT_MAX_WIDTH_PX = 767;

const query = `(max-width: ${COMPACT_MAX_WIDTH_PX}px)`;
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isCompact = () => hasMatchMedia() && window.matchMedia(query).matches;

/** Whether the viewport is at most {@link COMPACT_MAX_WIDTH_PX} wide; follows resizes and rotations. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
