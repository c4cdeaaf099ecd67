import { authEndpoints } from '@rep/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockApi, testSession } from '../test/mockApi';
import { restoreSession } from './apiClient';
import { beforeSignOut, REFRESH_STORAGE_KEY, useSessionStore } from './session';

const refreshPath = `/auth${authEndpoints.refreshSession.path}`;
const signOutPath = `/auth${authEndpoints.signOut.path}`;

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ session: null, ready: true, banned: false });
  localStorage.clear();
});

describe('the session in the browser (issue 12, finding 10)', () => {
  it('should keep only the refresh token in localStorage, never the wallet key or access token', () => {
    mockApi({});
    useSessionStore.getState().setSession(testSession());
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    expect(stored).toEqual([`${REFRESH_STORAGE_KEY}=refresh`]);
  });

  it('should rebuild the session after a reload from the stored refresh token', async () => {
    localStorage.setItem(REFRESH_STORAGE_KEY, 'stored-refresh');
    useSessionStore.setState({ session: null, ready: false });
    const fetchMock = mockApi({ [refreshPath]: { ...testSession('client|back'), refresh: 'rotated' } });
    await restoreSession();
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([{ refresh: 'stored-refresh' }]);
    expect(useSessionStore.getState()).toMatchObject({
      ready: true,
      session: { accountId: 'client|back', privateKey: 'p' },
    });
    expect(localStorage.getItem(REFRESH_STORAGE_KEY)).toBe('rotated');
  });

  it('should be signed out and ready when the stored token is refused', async () => {
    localStorage.setItem(REFRESH_STORAGE_KEY, 'revoked');
    useSessionStore.setState({ session: null, ready: false });
    mockApi({
      [refreshPath]: () =>
        new Response(JSON.stringify({ success: false, message: 'Session expired', code: 'RefreshReused' }), {
          status: 401,
        }),
    });
    await restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ ready: true, session: null });
    expect(localStorage.getItem(REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('should show the banned state after a reload when the refresh is refused for a ban (SPEC §4)', async () => {
    localStorage.setItem(REFRESH_STORAGE_KEY, 'banned-refresh');
    useSessionStore.setState({ session: null, ready: false, banned: false });
    mockApi({
      [refreshPath]: () =>
        new Response(
          JSON.stringify({ success: false, message: 'Account is banned', code: 'AccountBanned' }),
          {
            status: 403,
          },
        ),
    });
    await restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ ready: true, session: null, banned: true });
  });

  it('should move the refresh token out of a whole payload stored by an earlier version', async () => {
    localStorage.setItem('rep.session', JSON.stringify({ ...testSession(), refresh: 'legacy-refresh' }));
    useSessionStore.setState({ session: null, ready: false });
    const fetchMock = mockApi({ [refreshPath]: testSession() });
    await restoreSession();
    expect(bodiesSentTo(fetchMock, refreshPath)).toEqual([{ refresh: 'legacy-refresh' }]);
    expect(localStorage.getItem('rep.session')).toBeNull();
  });

  it('should revoke the session on the server when signing out (finding 8)', () => {
    const fetchMock = mockApi({ [signOutPath]: {} });
    useSessionStore.getState().setSession({ ...testSession(), refresh: 'to-revoke' });
    useSessionStore.getState().signOut();
    expect(bodiesSentTo(fetchMock, signOutPath)).toEqual([{ refresh: 'to-revoke' }]);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('should tell sign-out listeners the leaving session while its token still works (push deactivation)', () => {
    mockApi({ [signOutPath]: {} });
    const seen: Array<[string, boolean]> = [];
    const stop = beforeSignOut((session) =>
      seen.push([session.access, useSessionStore.getState().session !== null]),
    );
    useSessionStore.getState().setSession(testSession());
    useSessionStore.getState().signOut();
    useSessionStore.getState().signOut();
    stop();
    expect(seen).toEqual([['access', true]]);
  });
});
