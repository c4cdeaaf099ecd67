import { pageCommunityId } from '@rep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { makePage, makePost, makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi } from '../../test/mockApi';
import { jsonResponse } from '../../test/render';
import { EXCLUDED_PAGE_NOTICE } from './ExcludedPageNotice';
import { NO_PAGE_ADDRESS, PageCommunityPage } from './PageCommunityPage';

/** Renders `/page?url=…` (signed out) with `/api/post/list` answering `posts`. */
function renderPage(path: string, posts = [makePost()]) {
  const fetchMock = mockApi({
    '/api/post/list': () => jsonResponse(200, makePage(posts, [makeProfile()])),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/page" element={<PageCommunityPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe("a web page's community on the website (/page?url=, issue 17)", () => {
  it("lists the page community's Reps under 'Conversation about <host>' with a link to the page", async () => {
    const url = 'https://example.com/story/1';
    const fetchMock = renderPage(paths.page(url), [makePost({ body: 'About the story' })]);
    expect(await screen.findByText('About the story')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversation about example.com');
    const link = screen.getByTestId('page-link');
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bodiesSentTo(fetchMock, '/api/post/list')[0]).toMatchObject({
      communities: [pageCommunityId(url)],
    });
    expect(screen.getByTestId('page-community')).toHaveAttribute('data-community', pageCommunityId(url));
    // Signed out: the site's sign-in prompt instead of the composer.
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('composer-input')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Conversation about example.com — Rep'));
  });

  it.each([
    ['no url', '/page'],
    ['an empty url', '/page?url='],
    ['a javascript: url', paths.page('javascript:alert(1)')],
    ['a relative url', paths.page('/rep')],
  ])('says what is missing for %s, without asking the server', (_name, path) => {
    const fetchMock = renderPage(path);
    expect(screen.getByTestId('no-page-address')).toHaveTextContent(NO_PAGE_ADDRESS);
    expect(bodiesSentTo(fetchMock, '/api/post/list')).toEqual([]);
  });

  it("shows the extension's notice for an excluded page (SPEC §9), without a feed", () => {
    const fetchMock = renderPage(paths.page('https://x.com/settings'));
    expect(screen.getByRole('status')).toHaveTextContent(EXCLUDED_PAGE_NOTICE);
    expect(screen.queryByTestId('page-community')).toBeNull();
    expect(bodiesSentTo(fetchMock, '/api/post/list')).toEqual([]);
  });
});
