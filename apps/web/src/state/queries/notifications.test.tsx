import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper } from '../../test/render';
import { useSessionStore } from '../session';
import { notificationKeys } from './notificationCache';
import { useMarkNotificationsRead, usePageBadgeQuery } from './notifications';

const viewer = 'client|me';
const counts = (notifications: number) => ({ notifications, repSocialNotifications: 0, conversations: 0 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('usePageBadgeQuery', () => {
  it("asks /badge/get for the community's count, kept apart from the badge", async () => {
    useSessionStore.getState().setSession(testSession());
    const fetchMock = mockApi({ '/api/badge/get': counts(23) });
    const { client, wrapper } = createTestWrapper();
    client.setQueryData(notificationKeys.badge(viewer), counts(2));
    const { result } = renderHook(() => usePageBadgeQuery('p1'), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(23));
    expect(bodiesSentTo(fetchMock, '/api/badge/get')).toEqual([
      { isExtensionOrEmbedded: false, communities: ['p1'] },
    ]);
    expect(client.getQueryData(notificationKeys.badge(viewer))).toEqual(counts(2));
  });

  it('is loaded again once notifications are marked read', async () => {
    useSessionStore.getState().setSession(testSession());
    let unread = 3;
    const fetchMock = mockApi({
      '/api/badge/get': () => counts(unread),
      '/api/notification/read': (body) => {
        unread -= (body.readIds as string[]).length;
        return { updated: (body.readIds as string[]).length };
      },
    });
    const { wrapper } = createTestWrapper();
    const { result } = renderHook(
      () => ({ badge: usePageBadgeQuery('p1'), mark: useMarkNotificationsRead() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.badge.data).toBe(3));
    await act(() => result.current.mark.mutateAsync(['7', '8']));
    await waitFor(() => expect(result.current.badge.data).toBe(1));
    expect(bodiesSentTo(fetchMock, '/api/notification/read')).toEqual([{ readIds: ['7', '8'] }]);
  });

  it("marks a whole page's notifications read, loaded or not, with {all, communities}", async () => {
    useSessionStore.getState().setSession(testSession());
    let unread = 30;
    const fetchMock = mockApi({
      '/api/badge/get': () => counts(unread),
      '/api/notification/read': (body) => {
        const updated = body.all === true && (body.communities as string[])[0] === 'p1' ? unread : 0;
        unread -= updated;
        return { updated };
      },
    });
    const { wrapper } = createTestWrapper();
    const { result } = renderHook(
      () => ({ badge: usePageBadgeQuery('p1'), mark: useMarkNotificationsRead() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.badge.data).toBe(30));
    await act(() => result.current.mark.mutateAsync({ community: 'p1', loadedIds: ['7', '8'] }));
    await waitFor(() => expect(result.current.badge.data).toBe(0));
    expect(bodiesSentTo(fetchMock, '/api/notification/read')).toEqual([{ all: true, communities: ['p1'] }]);
  });
});
