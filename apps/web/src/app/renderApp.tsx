import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { Providers } from './Providers';

/**
 * Renders `router` into `#root` inside the app's providers (query cache, toasts), in StrictMode: the website's
 * entry (main.tsx) and the extension's pages (apps/extension ExtensionRoot.tsx) start the same way.
 */
export function renderApp(router: DataRouter): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
