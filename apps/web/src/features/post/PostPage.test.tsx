import { messages, type ProfileStatus } from '@rep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { makePage, makePost, makeProfile } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse } from '../../test/render';
import { signInForTest } from '../../test/session';
import { PostPage } from './PostPage';

const standard = makePost({ id: 'Rep_p1', accountId: 'client|author1', body: 'The focused post' });
const question = { ...standard, title: 'Why?', postType: { type: 'Question' as const, post_id: null } };

/** The thread page of `post`, signed in, its author seen with `status`. */
async function renderThread(status: ProfileStatus, post = standard) {
  const thread = makePage([post], [makeProfile({ id: post.accountId, status })]);
  mockApi({ '/api/post/nested': () => jsonResponse(200, thread) });
  signInForTest();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rep/post/account/client%7Cauthor1/Rep_p1']}>
        <Routes>
          <Route path="/:community/post/account/:accountId/:postId" element={<PostPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByTestId('post-card');
}

afterEach(() => {
  useSessionStore.getState().signOut();
  vi.unstubAllGlobals();
});

describe('PostPage reply box', () => {
  it('offers a reply box headed "Reply" under a post one may reply to', async () => {
    await renderThread('Active');
    expect(screen.getByTestId('composer-input')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reply' })).toBeInTheDocument();
  });

  it('heads the box under a question "Answer"', async () => {
    await renderThread('Active', question);
    expect(screen.getByRole('heading', { name: 'Answer' })).toBeInTheDocument();
  });

  it('shows none under a post from an account the viewer blocked', async () => {
    await renderThread('Blocks');
    expect(screen.getByTestId('post-card')).toHaveTextContent(messages.blockedContent);
    expect(screen.queryByTestId('composer-input')).toBeNull();
  });

  it('shows none under a post from an account that blocked the viewer', async () => {
    await renderThread('IsBlocked');
    expect(screen.queryByTestId('composer-input')).toBeNull();
  });
});
