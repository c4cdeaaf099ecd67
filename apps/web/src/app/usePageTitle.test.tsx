import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './usePageTitle';

function Page({ what }: { what?: string }) {
  usePageTitle(what);
  return null;
}

describe('usePageTitle', () => {
  it('names the page before the app, and the app alone without a name', () => {
    expect(pageTitle('Search: tea')).toBe('Search: tea — Rep');
    expect(pageTitle()).toBe('Rep');
  });

  it('follows the page while it is shown and resets when it goes', () => {
    const { rerender, unmount } = render(<Page what="Bookmarks" />);
    expect(document.title).toBe('Bookmarks — Rep');
    rerender(<Page what="Ada (@ada)" />);
    expect(document.title).toBe('Ada (@ada) — Rep');
    unmount();
    expect(document.title).toBe('Rep');
  });
});
