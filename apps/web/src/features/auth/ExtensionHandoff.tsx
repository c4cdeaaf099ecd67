import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { handSessionToExtension } from '../../state/extensionBridge';

/** What the confirmation says once the extension took its session. */
export const EXTENSION_SIGNED_IN = 'You are signed in to the Rep extension. You can close this tab.';

/**
 * Shown on /signin when the extension sent the visitor (`?from=extension`, or the extension-redirect flag) and
 * the website has a session, fresh or from before (issue 17, SPEC §4): hands the extension a session of its own
 * and says so, instead of going into the app. Without an extension answering, goes on to `redirect` as usual.
 */
export function ExtensionHandoff({ redirect }: { redirect: string }) {
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'absent'>('pending');
  useEffect(() => {
    let live = true;
    void handSessionToExtension().then((handed) => {
      if (live) setOutcome(handed ? 'done' : 'absent');
    });
    return () => {
      live = false;
    };
  }, []);
  if (outcome === 'absent') return <Navigate to={redirect} replace />;
  return (
    <div className="mx-auto w-full max-w-sm px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Rep extension</h1>
      <p data-testid="extension-handoff" role="status" className="mt-4 text-slate-700">
        {outcome === 'done' ? EXTENSION_SIGNED_IN : 'Signing in to the Rep extension…'}
      </p>
    </div>
  );
}
