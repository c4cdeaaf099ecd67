import { messages } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { SignInPage } from './SignInPage';

afterEach(() => vi.unstubAllGlobals());

describe('registration form', () => {
  it("shows the new user's email, not the internal identity id", async () => {
    const userId = 'password|Lk6M8xQ2';
    mockApi({
      '/auth/sign-in/': () =>
        jsonResponse(404, {
          success: false,
          message: messages.accountNotExist,
          code: 'NotFound',
          data: { userId },
        }),
    });
    const { wrapper } = createTestWrapper();
    const { container } = render(<SignInPage />, { wrapper });
    fireEvent.change(screen.getByTestId('signin-email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'Secret123x' } });
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByTestId('signup-first-name')).toBeDefined();
    expect(container.innerHTML).not.toContain('Lk6M8xQ2');
    expect(screen.queryByLabelText('User ID')).toBeNull();
    expect(screen.getByTestId('signup-email').textContent).toContain('ada@example.com');
  });
});
