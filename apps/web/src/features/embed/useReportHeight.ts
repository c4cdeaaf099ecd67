import { type RefObject, useEffect } from 'react';

/** The message type the frame sends its parent (read by `public/embed.js`, which sizes the frame). */
export const EMBED_HEIGHT_MESSAGE = 'rep:embed-height';

/**
 * While the page is framed, tells the parent page the height in CSS px of `content` (the frame's content, not
 * the document, which is never shorter than the frame) on every change (`{type: 'rep:embed-height', height}`),
 * so the embed script can size the frame to it. The height is no secret: any origin may receive it.
 */
export function useReportHeight(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (!element || window.parent === window || typeof ResizeObserver === 'undefined') return;
    const report = () =>
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: element.offsetHeight }, '*');
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [content]);
}
