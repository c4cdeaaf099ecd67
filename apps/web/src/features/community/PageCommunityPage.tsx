import { isExcludedPage, pageCommunityId } from '@rep/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { CommunityFeed } from './CommunityFeed';
import { ExcludedPageNotice } from './ExcludedPageNotice';
import { hostOf, isWebPageUrl } from './pageAddress';

/** Shown when `?url=` is missing or not an http(s) address. */
export const NO_PAGE_ADDRESS = 'This link does not name a web page: it needs an http or https address.';

const headerClass = 'border-b border-slate-200 bg-white px-4 py-3';

/**
 * `/page?url=<page address>` (issue 17): the community of a web page (`pageCommunityId(url)` from
 * @rep/shared) on the website — "Conversation about <host>" with a link to the page, its 'For you' Reps and
 * the composer posting into it. The extension's 'Open on Rep' and the frame's 'Open Rep' lead here. A missing
 * or non-http(s) `url` shows {@link NO_PAGE_ADDRESS}; an excluded page (SPEC §9) the extension's notice.
 */
export function PageCommunityPage() {
  const [searchParams] = useSearchParams();
  const url = searchParams.get('url');
  const host = isWebPageUrl(url) ? hostOf(url) : null;
  usePageTitle(host ? `Conversation about ${host}` : 'Page community');
  if (!isWebPageUrl(url) || !host)
    return (
      <div className={headerClass}>
        <h1 className="text-lg font-bold">Page community</h1>
        <p role="status" className="mt-2 text-sm text-slate-700" data-testid="no-page-address">
          {NO_PAGE_ADDRESS}
        </p>
      </div>
    );
  if (isExcludedPage(url))
    return (
      <div className={headerClass} data-testid="excluded-notice">
        <h1 className="text-lg font-bold">Conversation about {host}</h1>
        <ExcludedPageNotice />
      </div>
    );
  const communityId = pageCommunityId(url);
  return (
    <div data-testid="page-community" data-community={communityId}>
      <header className={headerClass}>
        <h1 className="text-lg font-bold break-words">Conversation about {host}</h1>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="page-link"
          className="mt-1 block text-sm break-all text-sky-700 hover:underline"
        >
          {url}
        </a>
      </header>
      <CommunityFeed key={communityId} communityId={communityId} label={`Posts about ${host}`} />
    </div>
  );
}
