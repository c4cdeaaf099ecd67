import { messages, SEARCH_TEXT_MAX } from '@rep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi } from '../../test/mockApi';
import { SEARCH_DEBOUNCE_MS, SearchBar } from './SearchBar';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(start = '/rep') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <SearchBar />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('header-search-input');
}

const people = [
  makeProfile({ id: 'client|a1', displayName: 'Ada One', username: 'ada1' }),
  makeProfile({ id: 'client|a2', displayName: 'Ada Two', username: 'ada2' }),
  makeProfile({ id: 'client|a3', displayName: 'Ada Three', username: 'ada3' }),
];

async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
  });
}

describe('SearchBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the top 3 people and 'Go to search result for …', '@' stripped", async () => {
    const fetchMock = mockApi({ '/api/profile/search': people });
    const input = renderBar();
    await type(input, '@ada');
    expect(await screen.findByText('Ada Three')).toBeInTheDocument();
    expect(screen.getAllByTestId('header-search-person')).toHaveLength(3);
    expect(screen.getByTestId('header-search-go')).toHaveTextContent(messages.goToSearchResult('ada'));
    expect(bodiesSentTo(fetchMock, '/api/profile/search')).toEqual([{ query: 'ada', offset: 0, limit: 3 }]);
  });

  it('opens the search page of the current community', async () => {
    mockApi({ '/api/profile/search': [] });
    const input = renderBar('/gala-friends');
    await type(input, 'hello world');
    fireEvent.click(screen.getByTestId('header-search-go'));
    expect(screen.getByTestId('where')).toHaveTextContent('/gala-friends/search?keyword=hello+world');
  });

  it("shows 'The text is too long' over 1000 characters and does not submit", async () => {
    const fetchMock = mockApi({ '/api/profile/search': people });
    const input = renderBar();
    await type(input, 'a'.repeat(SEARCH_TEXT_MAX + 1));
    expect(screen.getByTestId('header-search-error')).toHaveTextContent(messages.searchTooLong);
    expect(screen.queryByTestId('header-search-go')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/rep$/);
    expect(bodiesSentTo(fetchMock, '/api/profile/search')).toEqual([]);
  });

  it('does not submit an empty keyword', async () => {
    mockApi({});
    const input = renderBar();
    await type(input, ' @ ');
    expect(screen.queryByTestId('header-search-dropdown')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/rep$/);
  });

  it('submits with Enter', async () => {
    mockApi({ '/api/profile/search': [] });
    const input = renderBar();
    await type(input, 'news');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent('/rep/search?keyword=news');
  });
});
