import { messages } from '@rep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi } from '../../test/mockApi';
import { HandlePage } from './HandlePage';

function AccountStub() {
  return <p data-testid="account-page">{useParams().accountId}</p>;
}

function renderHandle(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:community/handle/:username" element={<HandlePage />} />
          <Route path="/:community/account/:accountId" element={<AccountStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a mention’s link (/:community/handle/:username)', () => {
  it('resolves the handle and shows the account page', async () => {
    const fetchMock = mockApi({
      '/api/profile/by-username': () => makeProfile({ id: 'client|nasir', username: 'nasir.legros26' }),
    });
    renderHandle('/rep/handle/Nasir.Legros26');
    expect(await screen.findByTestId('account-page')).toHaveTextContent('client|nasir');
    expect(bodiesSentTo(fetchMock, '/api/profile/by-username')).toEqual([{ username: 'nasir.legros26' }]);
  });

  it('says the account does not exist for an unknown handle', async () => {
    mockApi({});
    renderHandle('/rep/handle/no.one');
    expect(await screen.findByText(messages.accountGone)).toBeInTheDocument();
  });
});
