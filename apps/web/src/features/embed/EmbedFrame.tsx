import { type MouseEvent, useRef } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtime } from '../../app/useRealtime';
import { useAppConfigQuery } from '../../state/queries/appConfig';
import { useFeedQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { ComposeDialog } from '../composer/ComposeDialog';
import { PostComposer } from '../composer/PostComposer';
import { GuardModals } from '../kyc/GuardModals';
import { PostList } from '../post/PostList';
import { embedCommunityId } from './embedCommunity';
import { useReportHeight } from './useReportHeight';

/** The host name of a page address, or the address itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/**
 * Opens the site's own links (a post, a profile, sign-in) in a new tab: every page but `/embed` refuses to be
 * framed, so following one inside the frame would show an error.
 */
function openOutside(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || anchor.target === '_blank' || event.defaultPrevented) return;
  const href = new URL(anchor.href, window.location.href);
  if (href.origin !== window.location.origin || href.pathname === '/embed') return;
  event.preventDefault();
  window.open(href.toString(), '_blank', 'noopener');
}

/**
 * The embedded frame (issue 17): the feed of the page's community and the composer posting into it, in one
 * compact column without the site's navigation (tighter still below 390 px). Reuses the feed's list and
 * composer; links open the site in a new tab.
 * @param url the address of the page the frame is on
 * @param community a named community's route segment replacing the page's community, or null
 */
export function EmbedFrame({ url, community }: { url: string; community: string | null }) {
  useAppConfigQuery();
  useRealtime();
  const content = useRef<HTMLDivElement>(null);
  useReportHeight(content);
  const communityId = embedCommunityId(url, community);
  const viewer = useAccountId();
  const query = useFeedQuery(communityId, 'for-you', 'Reps');
  const host = hostOf(url);
  usePageTitle(`Conversation about ${host}`);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links inside are the controls.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too.
    <div ref={content} className="bg-white text-slate-900" onClick={openOutside}>
      <main id="main" className="mx-auto w-full max-w-[600px] min-w-0">
        <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 max-[389px]:px-2">
          <h1 className="min-w-0 truncate text-base font-bold max-[389px]:text-sm">
            Conversation about {host}
          </h1>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="shrink-0 text-sm font-semibold text-sky-700 hover:underline"
          >
            Open Rep
          </a>
        </header>
        {viewer ? (
          <PostComposer communityId={communityId} />
        ) : (
          <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 max-[389px]:px-2">
            <a
              href="/signin"
              target="_blank"
              rel="noopener"
              className="font-semibold text-sky-700 hover:underline"
            >
              Sign in
            </a>{' '}
            to post, reply and like.
          </p>
        )}
        <PostList query={query} prefix="home" label={`Posts about ${host}`} emptyText="No posts yet." />
      </main>
      <GuardModals />
      <ComposeDialog />
    </div>
  );
}
