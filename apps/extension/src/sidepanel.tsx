import { isExcludedPage, pageAddressKey, pageCommunityId } from '@rep/shared';
import { websiteUrl } from '../../web/src/app/frame';
import { paths } from '../../web/src/app/paths';
import { CommunityFeed } from '../../web/src/features/community/CommunityFeed';
import { ExcludedPageNotice } from '../../web/src/features/community/ExcludedPageNotice';
import { isWebPageUrl } from '../../web/src/features/community/pageAddress';
import { useAccountId } from '../../web/src/state/session';
import { renderPage } from './ExtensionRoot';
import { PageNotifications } from './PageNotifications';
import { usePageUrl } from './usePageUrl';

/**
 * The side panel (issue 17): the community of the active tab's page (or `?url=`) with its feed and
 * composer, the page's notifications and the Messages badge (signed in), and a link opening the community on
 * the website (`/page?url=`, in a new tab); an excluded page (SPEC §9) shows a notice instead.
 */
function SidePanel() {
  const url = usePageUrl();
  const viewer = useAccountId();
  if (url === undefined) return <main className="p-4 text-sm text-slate-600">Loading…</main>;
  if (!isWebPageUrl(url))
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
        <ExcludedPageNotice />
      </main>
    );
  const communityId = pageCommunityId(url);
  const title = pageAddressKey(url);
  return (
    <main data-testid="side-panel" data-community={communityId}>
      <header className="flex flex-wrap items-center gap-x-1 border-b border-slate-200 bg-white py-2 pr-2 pl-4">
        <h1 className="min-w-0 flex-1 truncate text-base font-bold" title={title}>
          {title}
        </h1>
        {viewer && <PageNotifications key={communityId} communityId={communityId} viewer={viewer} />}
        <a
          href={websiteUrl(paths.page(url))}
          target="_blank"
          rel="noreferrer"
          data-testid="open-on-rep"
          className="shrink-0 rounded px-1 py-2 text-sm font-semibold text-sky-700 hover:underline"
        >
          Open on Rep
        </a>
      </header>
      <CommunityFeed key={communityId} communityId={communityId} label={`${title} posts`} />
    </main>
  );
}

renderPage(SidePanel);
