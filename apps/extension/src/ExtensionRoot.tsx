import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../web/src/app/Providers';
import { restoreSession } from '../../web/src/state/apiClient';
import { routeCallsToServer } from './apiOrigin';
import './styles.css';

/**
 * Renders an extension page: the web app's providers (query cache, toasts) and a memory router (its
 * components link with react-router), calls sent to the Rep server, the stored session restored first.
 */
export function renderPage(page: () => ReactNode): void {
  routeCallsToServer();
  const router = createMemoryRouter([{ path: '*', Component: page }]);
  void restoreSession().then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
