import { INFINITE_SCROLL_THRESHOLD_PX } from '@rep/shared';
import { type RefObject, useEffect, useRef } from 'react';

/** Where the sentinel sits: `bottom` of the viewport (feeds, lists) or `top` of a scrolling `root` (older messages). */
export interface InfiniteScrollEdge {
  edge: 'top' | 'bottom';
  /** The scrolling element the sentinel is watched in; the viewport when absent. */
  root?: RefObject<Element | null>;
}

/**
 * Calls `onReach` when the returned sentinel comes within INFINITE_SCROLL_THRESHOLD_PX of the viewport's bottom
 * (SPEC §9), or with `{edge: 'top', root}` of the top of a scrolling element (e.g. to load older messages).
 * Place the sentinel after the last item (before the first one for `top`). `loaded` (e.g. the page count)
 * re-arms the observer, whose first report says whether the sentinel is still in reach after a page came in.
 */
export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  enabled: boolean,
  loaded: number,
  { edge, root }: InfiniteScrollEdge = { edge: 'bottom' },
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-arms the observer on purpose
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const margin = `${INFINITE_SCROLL_THRESHOLD_PX}px`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      {
        root: root?.current ?? null,
        rootMargin: edge === 'top' ? `${margin} 0px 0px 0px` : `0px 0px ${margin} 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded, root, edge]);

  return sentinel;
}
