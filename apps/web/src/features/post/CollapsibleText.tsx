import { messages, QUESTION_COLLAPSE_PX } from '@rep/shared';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Text that collapses above `limit` px with 'See more' / 'See less' (SPEC §4: long question bodies).
 * `measureKey` re-measures when the content changes.
 */
export function CollapsibleText({
  children,
  measureKey,
  limit = QUESTION_COLLAPSE_PX,
}: {
  children: ReactNode;
  measureKey: string;
  limit?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `measureKey` re-measures on purpose
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > limit);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [limit, measureKey]);

  const collapsed = overflows && !expanded;
  return (
    <>
      <div
        ref={ref}
        data-testid="collapsible-text"
        data-collapsed={collapsed}
        style={collapsed ? { maxHeight: limit, overflow: 'hidden' } : undefined}
      >
        {children}
      </div>
      {overflows && (
        <button
          type="button"
          data-testid="see-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-sm font-semibold text-sky-700 hover:underline"
        >
          {expanded ? messages.seeLess : messages.seeMore}
        </button>
      )}
    </>
  );
}
