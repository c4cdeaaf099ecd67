import { INFINITE_SCROLL_THRESHOLD_PX } from '@rep/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The upward twin of `useInfiniteScroll`: calls `onReachTop` when the returned sentinel comes within
 * INFINITE_SCROLL_THRESHOLD_PX of the top of the scrolling `root` (SPEC §9), e.g. to load older messages.
 * Place the sentinel before the first item. `loaded` (e.g. the item count) re-arms the observer, whose first
 * report says whether the sentinel is still in reach after older items came in.
 */
export function useTopSentinel<T extends Element>(
  root: RefObject<Element | null>,
  onReachTop: () => void,
  enabled: boolean,
  loaded: number,
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReachTop);
  callback.current = onReachTop;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-arms the observer on purpose
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root.current, rootMargin: `${INFINITE_SCROLL_THRESHOLD_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded, root]);

  return sentinel;
}
