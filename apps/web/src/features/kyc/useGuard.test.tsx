import { apiEndpoints } from '@rep/shared';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../state/apiClient';
import { kycKeys } from '../../state/queries/kyc';
import { useSessionStore } from '../../state/session';
import { mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { GuardModals, guardTexts } from './GuardModals';
import { useGuardModalStore } from './guardStore';
import { useGuard } from './useGuard';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  useGuardModalStore.getState().close();
  sessionStorage.clear();
});

function renderGuard() {
  const { client, wrapper } = createTestWrapper();
  const { result } = renderHook(() => useGuard(), { wrapper });
  return { client, guard: result.current };
}

describe('useGuard', () => {
  it('opens the connect-wallet modal when signed out', () => {
    const { guard } = renderGuard();
    expect(guard('like')).toBe(false);
    expect(useGuardModalStore.getState().modal).toBe('connect-wallet');
  });

  it('opens the verification modal below Silver', () => {
    useSessionStore.getState().setSession(testSession());
    const { client, guard } = renderGuard();
    client.setQueryData(kycKeys.role('client|me'), 'Non');
    expect(guard('follow')).toBe(false);
    expect(useGuardModalStore.getState().modal).toBe('verify');
  });

  it('lets a verified account through', () => {
    useSessionStore.getState().setSession(testSession());
    const { client, guard } = renderGuard();
    client.setQueryData(kycKeys.role('client|me'), 'Silver');
    expect(guard('post')).toBe(true);
    expect(guard('report')).toBe(true);
    expect(useGuardModalStore.getState().modal).toBeNull();
  });

  it('lets the action through while the role is unknown (the server decides)', () => {
    useSessionStore.getState().setSession(testSession());
    const { guard } = renderGuard();
    expect(guard('bookmark')).toBe(true);
  });
});

describe('GuardModals', () => {
  it("offers 'Sign in' in the connect-wallet modal", () => {
    const { wrapper } = createTestWrapper();
    render(<GuardModals />, { wrapper });
    act(() => useGuardModalStore.getState().open('connect-wallet'));
    expect(screen.getByText(guardTexts.connectTitle)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('connect-wallet-signin'));
    expect(useGuardModalStore.getState().modal).toBeNull();
  });

  it('opens the verification modal when the server answers 403 VerificationRequired', async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({
      '/auth/get': { role: 'Silver' },
      '/api/user/follow': () =>
        jsonResponse(403, {
          success: false,
          message: 'Identity verification is required for this action',
          code: 'VerificationRequired',
        }),
    });
    const { wrapper } = createTestWrapper();
    render(<GuardModals />, { wrapper });
    await callApi(apiEndpoints.follow, { userId: 'client|other', isFollowed: true }).catch(() => undefined);
    expect(await screen.findByText(guardTexts.verifyTitle)).toBeInTheDocument();
    expect(screen.getByTestId('verify-now')).toHaveTextContent('Verify now');
  });

  it('welcomes an unverified account once per session', async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({ '/auth/get': { role: 'Non' } });
    const first = createTestWrapper();
    const { unmount } = render(<GuardModals />, { wrapper: first.wrapper });
    expect(await screen.findByTestId('kyc-welcome')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('kyc-welcome-later'));
    unmount();
    const second = createTestWrapper();
    render(<GuardModals />, { wrapper: second.wrapper });
    await waitFor(() => expect(second.client.getQueryData(kycKeys.role('client|me'))).toBe('Non'));
    await act(async () => {});
    expect(screen.queryByTestId('kyc-welcome')).toBeNull();
  });
});
