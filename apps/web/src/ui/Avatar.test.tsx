import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../test/fixtures';
import { AvatarLink } from './Avatar';

describe('AvatarLink', () => {
  it('is a pointer shortcut only: no link in the accessibility tree and no Tab stop', () => {
    const { container } = render(
      <MemoryRouter>
        <AvatarLink to="/rep/account/a" profile={makeProfile()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/rep/account/a');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link).toHaveAttribute('aria-hidden', 'true');
  });
});
