import { apiEndpoints } from '@rep/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './apiClient';
import { REFRESH_STORAGE_KEY, useSessionStore } from './session';

const session = {
  access: 'old-access',
  refresh: 'old-refresh',
  stream: 's',
  accountId: 'client|me',
  encryptionKey: 'k',
  privateKey: 'p',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, { success: false, message: 'Authentication required', code: 'Unauthorized' });

describe('callApi', () => {
  beforeEach(() => {
    useSessionStore.getState().setSession(session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
  });

  it('sends JSON with the bearer token and returns the success body', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { limit: 20, available: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await callApi(apiEndpoints.postLimitInfo, {});
    expect(result.data.available).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile/getPostLimitInfo');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old-access');
  });

  it('throws the envelope as an ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, { success: false, message: 'You already upvote!', code: 'AlreadyLiked' }),
    );
    const error = await callApi(apiEndpoints.likePost, { postId: 'Rep_x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'AlreadyLiked', message: 'You already upvote!' });
  });

  it('refreshes once for concurrent 401s, stores the new pair and retries', async () => {
    const refreshCalls: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/auth/refresh-session') {
        refreshCalls.push(JSON.parse(String(init.body)));
        return json(200, {
          success: true,
          data: { ...session, access: 'new-access', refresh: 'new-refresh', stream: 's2' },
        });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? json(200, { success: true, data: { ok: true } }) : unauthorized();
    });
    const results = await Promise.all([
      callApi(apiEndpoints.postLimitInfo, {}),
      callApi(apiEndpoints.likePost, { postId: 'Rep_x' }),
    ]);
    expect(results.every((r) => r.success)).toBe(true);
    expect(refreshCalls).toEqual([{ refresh: 'old-refresh' }]);
    expect(useSessionStore.getState().session).toMatchObject({
      access: 'new-access',
      refresh: 'new-refresh',
    });
    expect(localStorage.getItem(REFRESH_STORAGE_KEY)).toBe('new-refresh');
  });

  it('signs out when the refresh fails', async () => {
    vi.stubGlobal('fetch', async () => unauthorized());
    await expect(callApi(apiEndpoints.postLimitInfo, {})).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('puts GET input in the query string and sends no token to public auth calls', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { authEndpoints } = await import('@rep/shared');
    await callApi(authEndpoints.userExisted, { userId: 'client|a b' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/userExisted?userId=client%7Ca+b');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
