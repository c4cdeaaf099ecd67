import { authEndpoints, messages } from '@rep/shared';
import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { callApi } from '../../state/apiClient';
import { useSessionStore } from '../../state/session';
import { SignInPage } from '../auth/SignInPage';
import { postLinkedSession } from './linkedSession';

type LinkState = 'linking' | 'done' | 'failed';

/**
 * Signed in: asks the server for a session of a new refresh-token family (never the website's own refresh
 * token, which rotates with reuse detection), posts its refresh token to the frame that opened this popup and
 * closes the popup.
 */
function LinkSession() {
  const [state, setState] = useState<LinkState>('linking');
  const started = useRef(false);
  usePageTitle('Sign in');

  useEffect(() => {
    // Once: StrictMode runs effects twice, and each call starts a session family.
    if (started.current) return;
    started.current = true;
    callApi(authEndpoints.startLinkedSession, {}).then(
      (result) => {
        if (!postLinkedSession(result.data.refresh)) {
          setState('failed');
          return;
        }
        setState('done');
        window.close();
      },
      () => setState('failed'),
    );
  }, []);

  if (state === 'failed') return <p role="alert">{messages.signInError}</p>;
  return (
    <p role="status" className="text-slate-700">
      {state === 'done' ? 'Signed in. You can close this window.' : 'Signing in…'}
    </p>
  );
}

/**
 * `/embed/sign-in` (issue 17; docs/DECISIONS.md "Embeddable frame"): the popup the embedded frame opens from its
 * "Sign in". A first-party page, so it shares the website's session: signed out, it shows the website's
 * sign-in (and registration) form; signed in, it hands the frame a session of its own ({@link LinkSession}).
 * Opened directly (no opener), it only says to return to the site.
 */
export function EmbedSignInPage() {
  const session = useSessionStore((state) => state.session);
  const [hasOpener] = useState(() => Boolean(window.opener));
  usePageTitle('Sign in');

  if (!hasOpener || session) {
    return (
      <main id="main" className="mx-auto w-full max-w-sm px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Sign in to Rep</h1>
        {hasOpener ? (
          <LinkSession />
        ) : (
          <p className="text-slate-700">
            This window signs you in to a Rep conversation on another site. Return to that site and choose
            Sign in there.
          </p>
        )}
      </main>
    );
  }
  return (
    <main id="main">
      <SignInPage />
    </main>
  );
}
