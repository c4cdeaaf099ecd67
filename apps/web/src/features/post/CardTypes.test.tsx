import { emptyMetadata, messages, type Post, type UserProfile } from '@rep/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostRefs } from '../../state/queries/postCache';
import { useSessionStore } from '../../state/session';
import { makePost, makeProfile } from '../../test/fixtures';
import { createTestWrapper } from '../../test/render';
import { signInForTest } from '../../test/session';
import { PostCard } from './PostCard';
import { RESTRICTED_CONTENT } from './postRules';

const author = makeProfile({ id: 'client|author1', displayName: 'Ada Lovelace' });
const reposter = makeProfile({ id: 'client|bob', displayName: 'Bob Stone' });

function renderCard(post: Post, refs: Partial<PostRefs> = {}, profile: UserProfile = author) {
  const { wrapper } = createTestWrapper();
  const all: PostRefs = {
    ...emptyMetadata(),
    ...refs,
    userProfiles: { [profile.id]: profile, ...refs.userProfiles },
  };
  render(<PostCard post={post} refs={all} prefix="rep" />, { wrapper });
  return screen.getAllByTestId('post-card')[0]!;
}

describe('post card types', () => {
  afterEach(() => {
    useSessionStore.getState().signOut();
    vi.unstubAllGlobals();
  });

  it("shows a ReRep of the viewer as 'ReRepped by you' over the original", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    signInForTest('client|me');
    const original = makePost({ id: 'Rep_orig', body: 'The original' });
    const rerep = makePost({
      id: 'Rep_rr',
      accountId: 'client|me',
      body: '',
      postType: { type: 'RePost', post_id: 'Rep_orig' },
    });
    const card = renderCard(rerep, { posts: { Rep_orig: original } });
    expect(within(card).getByTestId('rerep-banner')).toHaveTextContent(messages.rerepedByYou);
    expect(within(card).getByTestId('post-body')).toHaveTextContent('The original');
    expect(card).toHaveAttribute('data-post-id', 'Rep_rr');
  });

  it('names another re-poster', () => {
    const original = makePost({ id: 'Rep_orig', body: 'The original' });
    const rerep = makePost({
      id: 'Rep_rr',
      accountId: reposter.id,
      body: '',
      postType: { type: 'RePost', post_id: 'Rep_orig' },
    });
    renderCard(rerep, { posts: { Rep_orig: original }, userProfiles: { [reposter.id]: reposter } }, reposter);
    expect(screen.getByTestId('rerep-banner')).toHaveTextContent('Bob Stone ReRepped');
  });

  it('embeds the quoted post, and its placeholder when it was deleted', () => {
    const quoted = makePost({ id: 'Rep_q', body: 'Quoted words' });
    const quote = makePost({
      id: 'Rep_x',
      body: 'My take',
      postType: { type: 'QuotePost', post_id: 'Rep_q' },
    });
    renderCard(quote, { posts: { Rep_q: quoted } });
    expect(screen.getByTestId('quoted-body')).toHaveTextContent('Quoted words');
    expect(screen.queryByTestId('quote-button')).not.toBeInTheDocument();
  });

  it('links the quoted post through its time, not through a link around its hashtag links', () => {
    const quoted = makePost({ id: 'Rep_q', accountId: author.id, body: 'Read about #tides' });
    const quote = makePost({
      id: 'Rep_x',
      body: 'My take',
      postType: { type: 'QuotePost', post_id: 'Rep_q' },
    });
    renderCard(quote, { posts: { Rep_q: quoted } });
    const embed = screen.getByTestId('quoted-post');
    expect(embed).not.toHaveAttribute('role');
    expect(embed).not.toHaveAttribute('tabindex');
    const link = within(embed).getByRole('link', { name: /^Quoted post by Ada Lovelace, / });
    expect(link).toHaveAttribute('href', '/rep/post/account/client%7Cauthor1/Rep_q');
    expect(within(embed).getByRole('link', { name: '#tides' })).toBeInTheDocument();
  });

  it('shows a deleted quoted post as not existing', () => {
    const quoted = makePost({ id: 'Rep_q', body: '', isDeleted: true, status: 'Deleted' });
    const quote = makePost({
      id: 'Rep_x',
      body: 'My take',
      postType: { type: 'QuotePost', post_id: 'Rep_q' },
    });
    renderCard(quote, { posts: { Rep_q: quoted } });
    expect(screen.getByTestId('quoted-post')).toHaveTextContent(messages.postNotExist);
  });

  it('previews an article title on 3 lines with its reading time, without ReRep', () => {
    renderCard(
      makePost({
        title: 'A long title',
        body: 'x'.repeat(900),
        postType: { type: 'Article', post_id: null },
      }),
    );
    expect(screen.getByTestId('post-title')).toHaveClass('line-clamp-3');
    expect(screen.getByTestId('reading-time')).toHaveTextContent('3 min read');
    expect(screen.queryByTestId('rerep-button')).not.toBeInTheDocument();
    expect(screen.getByTestId('quote-button')).toBeInTheDocument();
  });

  it('gives an article comment no reply, repost or share controls', () => {
    renderCard(makePost({ postType: { type: 'ArticleComment', post_id: 'Rep_a' } }));
    for (const id of ['reply-button', 'rerep-button', 'quote-button', 'share-button']) {
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
    expect(screen.getByTestId('like-button')).toBeInTheDocument();
  });

  it('disables ReRep once re-reped and shows every count', () => {
    renderCard(makePost({ isRereped: true, numComment: 1, numLike: 2, numRerep: 3, numQuote: 4 }));
    expect(screen.getByTestId('rerep-button')).toBeDisabled();
    expect(screen.getByTestId('reply-count')).toHaveTextContent('1');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    expect(screen.getByTestId('rerep-count')).toHaveTextContent('3');
    expect(screen.getByTestId('quote-count')).toHaveTextContent('4');
  });

  it('links hashtags to their search and a whole dotted mention to the account behind the handle', () => {
    renderCard(makePost({ body: 'Hi @grace.h26. See #Rust' }));
    expect(screen.getByTestId('hashtag-link')).toHaveAttribute('href', '/rep/search?hashtag=rust');
    expect(screen.getByTestId('mention-link')).toHaveTextContent(/^@grace\.h26$/);
    expect(screen.getByTestId('mention-link')).toHaveAttribute('href', '/rep/handle/grace.h26');
  });

  it('hides the content of blocked accounts both ways', () => {
    renderCard(makePost({ body: '' }), {}, makeProfile({ status: 'Blocks' }));
    expect(screen.getByTestId('post-unavailable')).toHaveTextContent(messages.blockedContent);
  });

  it('shows a restricted message when the author blocked the viewer', () => {
    renderCard(makePost({ body: '' }), {}, makeProfile({ status: 'IsBlocked' }));
    expect(screen.getByTestId('post-unavailable')).toHaveTextContent(RESTRICTED_CONTENT);
  });
});

describe('question collapse', () => {
  const question = makePost({
    title: 'Why?',
    body: 'Long details',
    postType: { type: 'Question', post_id: null },
  });
  const withHeight = (height: number) =>
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'collapsible-text' ? height : 0;
    });
  afterEach(() => vi.restoreAllMocks());

  it("collapses a body above 250 px with 'See more' / 'See less'", () => {
    withHeight(400);
    renderCard(question);
    const body = screen.getByTestId('collapsible-text');
    expect(body).toHaveAttribute('data-collapsed', 'true');
    expect(body).toHaveStyle({ maxHeight: '250px' });
    fireEvent.click(screen.getByText(messages.seeMore));
    expect(body).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(screen.getByText(messages.seeLess));
    expect(body).toHaveAttribute('data-collapsed', 'true');
  });

  it('leaves a short body open without the button', () => {
    withHeight(250);
    renderCard(question);
    expect(screen.getByTestId('collapsible-text')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.queryByTestId('see-more')).not.toBeInTheDocument();
  });
});

describe('card clicks', () => {
  it('opens the post on a click in the card, not on clicks from its portaled dialogs', async () => {
    const { MemoryRouter, Route, Routes } = await import('react-router');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const post = makePost({ id: 'Rep_click', numLike: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/rep']}>
          <Routes>
            <Route path="/rep" element={<PostCard post={post} prefix="rep" />} />
            <Route path="*" element={<p>post page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('like-count'));
    fireEvent.click(await screen.findByText('Liked by'));
    expect(screen.queryByText('post page')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('post-body'));
    expect(screen.getByText('post page')).toBeInTheDocument();
  });
});
