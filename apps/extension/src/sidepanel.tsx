import { isExcludedPage, pageCommunityId } from '@rep/shared';
import { API_ORIGIN } from './apiOrigin';
import { CommunityFeed } from './CommunityFeed';
import { renderPage } from './ExtensionRoot';
import { usePageUrl } from './usePageUrl';

/** The page's address without its scheme, as a heading. */
const shortAddress = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');

/**
 * The side panel (issue 17): the community of the active tab's page (or `?url=`) with its feed and
 * composer; an excluded page (SPEC §9) shows a notice instead.
 */
function SidePanel() {
  const url = usePageUrl();
  if (url === undefined) return <main className="p-4 text-sm text-slate-600">Loading…</main>;
  if (!url || !/^https?:\/\//i.test(url))
    return (
      <main className="p-4">
        <h1 className="text-lg font-bold">Rep</h1>
        <p className="mt-2 text-sm text-slate-600">Open a web page to see its community.</p>
      </main>
    );
  if (isExcludedPage(url))
    return (
      <main className="p-4" data-testid="excluded-notice">
        <h1 className="text-lg font-bold">Rep</h1>
        <p role="status" className="mt-2 text-sm text-slate-700">
          Rep is turned off on this page: search, messages and settings pages stay private.
        </p>
      </main>
    );
  const communityId = pageCommunityId(url);
  const title = shortAddress(url);
  return (
    <main data-testid="side-panel" data-community={communityId}>
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="min-w-0 truncate text-base font-bold" title={title}>
          {title}
        </h1>
        <a
          href={`${API_ORIGIN}/rep?community=${encodeURIComponent(communityId)}`}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 text-sm font-semibold text-sky-700 hover:underline"
        >
          Open on Rep
        </a>
      </header>
      <CommunityFeed key={communityId} communityId={communityId} title={title} />
    </main>
  );
}

renderPage(SidePanel);
