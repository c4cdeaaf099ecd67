import { messages } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWrapper } from '../../test/render';
import { SignInPage } from './SignInPage';

afterEach(() => vi.unstubAllGlobals());

/** The error text a field points at through aria-describedby, or null when it is valid. */
function fieldError(testId: string): string | null {
  const field = screen.getByTestId(testId);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByTestId('signin-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('signin-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('signin-submit'));
}

describe('SignInPage (SPEC §5 login checks)', () => {
  it("says 'Field is required' for an empty email and password, and sends nothing", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { wrapper } = createTestWrapper();
    render(<SignInPage />, { wrapper });
    submit('  ', '');
    expect(fieldError('signin-email')).toBe(messages.fieldRequired);
    expect(fieldError('signin-password')).toBe(messages.fieldRequired);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Field is required' for an empty email when creating an account too", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { wrapper } = createTestWrapper();
    render(<SignInPage />, { wrapper });
    fireEvent.click(screen.getByTestId('register-toggle'));
    submit('', 'Secret123x');
    expect(fieldError('signin-email')).toBe(messages.fieldRequired);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Invalid email address' for a malformed email and keeps a given password valid", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { wrapper } = createTestWrapper();
    render(<SignInPage />, { wrapper });
    submit('not-an-email', 'Secret123');
    expect(fieldError('signin-email')).toBe(messages.invalidEmail);
    expect(fieldError('signin-password')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
