import { emptyMetadata } from '@rep/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostRefs } from '../../state/queries/postCache';
import { makePost } from '../../test/fixtures';
import { createTestWrapper } from '../../test/render';
import { PostContent } from '../post/PostContent';

const refs: PostRefs = emptyMetadata();
const html =
  '<h2>Heading</h2><p>Rich <a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">link</a></p>';

function renderArticle(overrides: Parameters<typeof makePost>[0], full: boolean) {
  const { wrapper } = createTestWrapper();
  render(
    <PostContent
      post={makePost({ postType: { type: 'Article', post_id: null }, title: 'A long title', ...overrides })}
      refs={refs}
      prefix="rep"
      full={full}
    />,
    { wrapper },
  );
}

describe('article body (issue 16)', () => {
  it("renders the server's sanitised html on the article page", () => {
    renderArticle({ body: 'Heading\nRich link', html }, true);
    const body = screen.getByTestId('article-html');
    expect(body.querySelector('h2')).toHaveTextContent('Heading');
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.queryByTestId('post-body')).toBeNull();
  });

  it('shows plain text on cards and for legacy articles, with the title clamped to three lines and the reading time', () => {
    renderArticle({ body: '<b>not html</b>' }, true);
    expect(screen.queryByTestId('article-html')).toBeNull();
    expect(screen.getByTestId('post-body')).toHaveTextContent('<b>not html</b>');
    renderArticle({ body: 'x'.repeat(900), html }, false);
    expect(screen.getAllByTestId('post-title')[1]).toHaveClass('line-clamp-3');
    expect(screen.getAllByTestId('reading-time')[1]).toHaveTextContent('3 min read');
    expect(screen.queryAllByTestId('article-html')).toHaveLength(0);
  });
});
