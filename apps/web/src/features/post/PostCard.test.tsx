import { messages } from '@rep/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makeProfile } from '../../test/fixtures';
import { createTestWrapper } from '../../test/render';
import { PostCard } from './PostCard';

function renderCard(ui: Parameters<typeof PostCard>[0]) {
  const { wrapper } = createTestWrapper();
  render(<PostCard {...ui} />, { wrapper });
  return screen.getByTestId('post-card');
}

describe('PostCard', () => {
  it('shows the author, body and counts, linking to the account', () => {
    renderCard({ post: makePost({ body: 'Hi there', numLike: 2 }), author: makeProfile(), prefix: 'rep' });
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/rep/account/client%7Cauthor1',
    );
    expect(screen.getByTestId('post-body')).toHaveTextContent('Hi there');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
  });

  it('names each count button with its visible count first (WCAG 2.5.3 label in name)', () => {
    const post = makePost({ numComment: 3, numRerep: 1, numQuote: 0, numLike: 2 });
    const card = renderCard({ post, author: makeProfile(), prefix: 'rep' });
    expect(screen.getByRole('button', { name: '3 replies, Reply' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: '1 ReRep, ReRep' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: '0 quotes, Quote' })).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Liked by 2' })).toHaveTextContent('2');
    // Icon-only buttons have no visible text to contain; every button that shows text must name it.
    const withText = [...card.querySelectorAll('button[aria-label]')].filter((b) => b.textContent?.trim());
    expect(withText.length).toBeGreaterThanOrEqual(4);
    for (const button of withText) {
      expect(button.getAttribute('aria-label')).toContain(button.textContent?.trim());
    }
  });

  it("shows 'Unknown' without the author's profile", () => {
    renderCard({ post: makePost(), prefix: 'rep' });
    expect(screen.getByRole('link', { name: messages.unknownUser })).toBeInTheDocument();
  });

  it('fades a draft and disables its actions', () => {
    const card = renderCard({ post: { ...makePost(), localStatus: 'draft' }, prefix: 'rep' });
    expect(card).toHaveAttribute('data-status', 'draft');
    expect(card).toHaveClass('opacity-50', 'pointer-events-none');
    expect(screen.getByTestId('like-button')).toBeDisabled();
  });

  it('puts a red overlay on a failed post', () => {
    const card = renderCard({ post: { ...makePost(), localStatus: 'error' }, prefix: 'rep' });
    expect(card).toHaveAttribute('data-status', 'error');
    expect(card.querySelector('.bg-red-500\\/25')).not.toBeNull();
  });

  it('shows the deleted-post text for a deleted post', () => {
    renderCard({ post: makePost({ isDeleted: true }), prefix: 'rep' });
    expect(screen.getByTestId('post-card')).toHaveTextContent(messages.postNotExist);
  });
});
