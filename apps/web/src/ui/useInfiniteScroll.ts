import { INFINITE_SCROLL_THRESHOLD_PX } from '@rep/shared';
import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel comes within INFINITE_SCROLL_THRESHOLD_PX of the bottom of the
 * viewport (SPEC §9). Place the sentinel after the last item. `loaded` (e.g. the page count) re-arms the
 * observer, whose first report says whether the sentinel is still in reach after a page came in.
 */
export function useInfiniteScroll<T extends Element>(
  onReachEnd: () => void,
  enabled: boolean,
  loaded: number,
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-arms the observer on purpose
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);

  return sentinel;
}
