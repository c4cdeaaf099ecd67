import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Within this many px of the bottom, a reader counts as following the conversation. */
const NEAR_BOTTOM_PX = 80;

interface Snapshot {
  first: string | undefined;
  last: string | undefined;
  height: number;
}

/**
 * Keeps a chat's scroll position sensible as its messages change (issue 15): at the bottom when the
 * messages first arrive; where the reader was when older messages come in above (the height they add is
 * added to `scrollTop`; the container needs `overflow-anchor: none` so the browser does not do it too); at the
 * bottom again when a new message arrives and the reader was at the bottom or sent it. `ids` are the messages'
 * ids, oldest first; `ownLast` whether the newest is the reader's own.
 */
export function useStickyScroll(
  scroller: RefObject<HTMLElement | null>,
  ids: readonly string[],
  ownLast: boolean,
) {
  const snapshot = useRef<Snapshot | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = ids[0];
    const last = ids.at(-1);
    const before = snapshot.current;
    if (!before || before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last) {
      const wasAtBottom = before.height - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      if (wasAtBottom || ownLast) element.scrollTop = element.scrollHeight;
    }
    snapshot.current = { first, last, height: element.scrollHeight };
  });
}
