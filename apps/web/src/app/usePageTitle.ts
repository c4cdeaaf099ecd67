import { useEffect } from 'react';

/** The app's name, the whole title of a page that names nothing more. */
export const APP_NAME = 'Rep';

/** A page's document title: `<what> — Rep`, or `Rep` alone (docs/DECISIONS.md "Web layout"). */
export const pageTitle = (what?: string | null): string => (what ? `${what} — ${APP_NAME}` : APP_NAME);

/**
 * Sets the document title to {@link pageTitle}(`what`) while the calling page is shown, and back to `Rep` when
 * it goes. Pass `undefined` (or null) while the page's data is loading.
 */
export function usePageTitle(what: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(what);
    return () => {
      document.title = APP_NAME;
    };
  }, [what]);
}
