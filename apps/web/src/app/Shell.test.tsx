import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../state/session';
import { mockApi } from '../test/mockApi';
import { signInForTest } from '../test/session';
import { Shell } from './Shell';
import { COMPACT_MAX_WIDTH_PX } from './useCompactLayout';

/** A viewport `width` px wide, as `matchMedia` reports it. */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(max-width: ${COMPACT_MAX_WIDTH_PX}px)` && width <= COMPACT_MAX_WIDTH_PX,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderShell(width: number) {
  stubViewport(width);
  mockApi({});
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '/:community', element: <p>Feed page</p> }] }],
    { initialEntries: ['/rep'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The landmarks and skip link every layout must keep (accessibility tests rely on them). */
function expectOneOfEachLandmark() {
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(main).toHaveAttribute('tabindex', '-1');
  const focusable = document.querySelectorAll('a[href], button, input');
  expect(focusable[0]).toHaveTextContent('Skip to content');
  expect(focusable[0]).toHaveAttribute('href', '#main');
}

afterEach(() => {
  useSessionStore.getState().forget();
  vi.unstubAllGlobals();
});

describe('Shell', () => {
  it('puts the communities, account and sign-out in a sidebar on a wide screen', () => {
    signInForTest();
    renderShell(1024);
    expectOneOfEachLandmark();
    const communities = screen.getByRole('navigation', { name: 'Communities' });
    expect(
      within(communities)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Rep Social', 'Rep', 'Gala Friends', 'Lunar Storm Friends']);
    expect(within(screen.getByRole('banner')).getByTestId('signout-button')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
  });

  it('puts them in a drawer behind the top bar on a phone, with a bottom tab bar', () => {
    signInForTest();
    renderShell(360);
    expectOneOfEachLandmark();
    const tabs = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Search', 'Bookmarks', 'Profile']);
    expect(screen.queryByRole('navigation', { name: 'Communities' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByTestId('drawer');
    expect(within(drawer).getByRole('link', { name: 'Lunar Storm Friends' })).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('signout-button'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByTestId('drawer')).toBeNull();
  });

  it('offers only feed and search in the tab bar when signed out', () => {
    renderShell(360);
    const tabs = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Search']);
    expect(screen.getByTestId('header-signin')).toBeInTheDocument();
  });
});
