/** Why Rep shows nothing on an excluded page (SPEC §9 "The extension treats some pages … as excluded"). */
export const EXCLUDED_PAGE_NOTICE =
  'Rep is turned off on this page: search, messages and settings pages stay private.';

/**
 * The notice shown instead of a page community's feed when the page is excluded ({@link EXCLUDED_PAGE_NOTICE};
 * `isExcludedPage` from @rep/shared decides): the extension's side panel and the website's `/page` route.
 */
export function ExcludedPageNotice() {
  return (
    <p role="status" className="mt-2 text-sm text-slate-700">
      {EXCLUDED_PAGE_NOTICE}
    </p>
  );
}
