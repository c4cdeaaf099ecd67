import { authEndpoints, communityPrefix, messages } from '@rep/shared';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtime } from '../../app/useRealtime';
import { callApi } from '../../state/apiClient';
import { useAppConfigQuery } from '../../state/queries/appConfig';
import { useAccountId, useSessionStore } from '../../state/session';
import { CommunityFeed } from '../community/CommunityFeed';
import { hostOf, isWebPageUrl } from '../community/pageAddress';
import { ComposeDialog } from '../composer/ComposeDialog';
import { GuardModals } from '../kyc/GuardModals';
import { embedCommunityId } from './embedCommunity';
import { linkedSessionRefresh, openSignInPopup } from './linkedSession';
import { useReportHeight } from './useReportHeight';

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
 * Signing in inside the frame (docs/DECISIONS.md "Embeddable frame"): `open` opens the sign-in popup (call it
 * from the click); the refresh token it posts back, accepted only from that popup and this site's origin
 * (`linkedSessionRefresh`), is exchanged for the frame's own session, kept in the frame's (partitioned)
 * storage through the session store. `blocked` is true when the browser refused the popup.
 */
function useLinkedSignIn(): { open: () => void; blocked: boolean } {
  const popup = useRef<Window | null>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const refresh = linkedSessionRefresh(event, popup.current, window.location.origin);
      if (!refresh) return;
      popup.current = null;
      callApi(authEndpoints.refreshSession, { refresh }).then(
        (result) => useSessionStore.getState().setSession(result.data),
        () => toast.error(messages.signInError),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const open = () => {
    popup.current = openSignInPopup();
    setBlocked(popup.current === null);
  };
  return { open, blocked };
}

/**
 * The embedded frame (issue 17): the feed of the page's community and the composer posting into it, in one
 * compact column without the site's navigation (tighter still below 390 px). Reuses {@link CommunityFeed}
 * with its own sign-in prompt; links open the site in a new tab, 'Open Rep' at the same community
 * (`/page?url=` for a page community). Signed out, "Sign in" opens the sign-in popup
 * ({@link useLinkedSignIn}); signed in, "Sign out" ends the frame's own session.
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
  const host = hostOf(url);
  const signIn = useLinkedSignIn();
  const signOut = useSessionStore((state) => state.signOut);
  usePageTitle(`Conversation about ${host}`);
  // The same community on the website: the page's own route, or the named community's feed.
  const onRep =
    community !== null ? paths.feed(communityPrefix(communityId)) : isWebPageUrl(url) ? paths.page(url) : '/';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links inside are the controls.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too.
    <div ref={content} className="bg-white text-slate-900" onClick={openOutside}>
      <main id="main" className="mx-auto w-full max-w-[600px] min-w-0">
        <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 max-[389px]:px-2">
          <h1 className="min-w-0 truncate text-base font-bold max-[389px]:text-sm">
            Conversation about {host}
          </h1>
          <div className="flex shrink-0 items-center gap-3">
            {viewer && (
              // Signs out the frame's own session only: the website's is another refresh-token family.
              <button
                type="button"
                onClick={signOut}
                className="text-sm font-semibold text-slate-600 hover:text-slate-900 hover:underline"
              >
                Sign out
              </button>
            )}
            <a
              href={onRep}
              target="_blank"
              rel="noopener"
              data-testid="open-rep"
              className="text-sm font-semibold text-sky-700 hover:underline"
            >
              Open Rep
            </a>
          </div>
        </header>
        <CommunityFeed
          communityId={communityId}
          prefix="home"
          label={`Posts about ${host}`}
          signedOut={
            <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 max-[389px]:px-2">
              <button
                type="button"
                onClick={signIn.open}
                className="font-semibold text-sky-700 hover:underline"
              >
                Sign in
              </button>{' '}
              to post, reply and like.
              {signIn.blocked && (
                <span role="status" className="block pt-1">
                  Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.
                </span>
              )}
            </p>
          }
        />
      </main>
      <GuardModals />
      <ComposeDialog />
    </div>
  );
}
