import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { markExtensionPage } from '../../web/src/app/frame';
import { renderApp } from '../../web/src/app/renderApp';
import { useRealtime } from '../../web/src/app/useRealtime';
import { GuardModals } from '../../web/src/features/kyc/GuardModals';
import { refreshSession, restoreSession } from '../../web/src/state/apiClient';
import { useAppConfigQuery } from '../../web/src/state/queries/appConfig';
import { realtimeTarget } from '../../web/src/state/realtime';
import { readStoredRefresh, useSessionStore } from '../../web/src/state/session';
import { API_ORIGIN, routeCallsToServer } from './apiOrigin';
import { adoptWebsiteSession } from './sessionBridge';
import './styles.css';

/**
 * Renders an extension page: the web app's providers (query cache, toasts) and a memory router (its
 * components link with react-router), calls and the realtime socket sent to the Rep server, the session the
 * website sent (or the stored one) restored first.
 */
export function renderPage(page: () => ReactNode): void {
  routeCallsToServer();
  markExtensionPage(API_ORIGIN);
  // The socket (notifications, chat badge) connects to the server, not to chrome-extension://<id>.
  realtimeTarget.url = API_ORIGIN;
  const Page = page;
  // As the web app's Shell: the server's config (the guard's minimum role), the realtime socket and the
  // guard's modals.
  const Shell = () => {
    useAppConfigQuery();
    useRealtime();
    return (
      <>
        <Page />
        <GuardModals />
      </>
    );
  };
  const router = createMemoryRouter([{ path: '*', Component: Shell }]);
  void adoptWebsiteSession()
    .then(async () => {
      // The session store read localStorage when it was imported, before the website's token was adopted.
      if (readStoredRefresh() && !useSessionStore.getState().session) await refreshSession();
      await restoreSession();
    })
    .then(() => renderApp(router));
}
