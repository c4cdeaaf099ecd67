import { apiEndpoints } from '@rep/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../test/fixtures';
import { bodiesSentTo, mockApi, testSession } from '../test/mockApi';
import { makeNotification, makeNotificationPage } from '../test/notificationFixtures';
import { jsonResponse } from '../test/render';
import { callApi } from './apiClient';
import { receiveNotification, resyncNotifications } from './notificationSync';
import {
  flattenNotifications,
  type NotificationListData,
  notificationKeys,
} from './queries/notificationCache';
import { resetNotificationBadge } from './queries/notifications';
import { useSessionStore } from './session';

const viewer = 'client|me';
const badge = { notifications: 2, repSocialNotifications: 0, conversations: 0 };
const listPath = '/api/notification/list';

/** A query client holding a first page of notifications 2 and 1, and the badge. */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = makeNotificationPage(
    [makeNotification({ notificationId: '2' }), makeNotification({ notificationId: '1', read: true })],
    [makeProfile({ id: 'client|ada' })],
  );
  client.setQueryData<NotificationListData>(notificationKeys.list(viewer), {
    pages: [page],
    pageParams: [0],
  });
  client.setQueryData(notificationKeys.badge(viewer), badge);
  return client;
}

const ids = (client: QueryClient) =>
  flattenNotifications(client.getQueryData(notificationKeys.list(viewer))).map((n) => n.notificationId);

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('receiveNotification', () => {
  it('puts the notification on top and raises the badge by one while the list is not open (SPEC §4)', async () => {
    useSessionStore.getState().setSession(testSession());
    const bob = makeProfile({ id: 'client|bob', displayName: 'Bob Tester' });
    const fetchMock = mockApi({ '/api/profile/get': [bob] });
    const client = seededClient();
    receiveNotification(client, viewer, makeNotification({ notificationId: '3', senderId: 'client|bob' }));
    expect(ids(client)).toEqual(['3', '2', '1']);
    expect(client.getQueryData(notificationKeys.badge(viewer))).toEqual({ ...badge, notifications: 3 });
    // The unknown sender's profile is loaded for the row's name and avatar.
    await vi.waitFor(() =>
      expect(
        client.getQueryData<NotificationListData>(notificationKeys.list(viewer))?.pages[0]?.metadata
          .userProfiles['client|bob'],
      ).toEqual(bob),
    );
    expect(bodiesSentTo(fetchMock, '/api/profile/get')).toEqual([{ userIds: ['client|bob'] }]);
    expect(bodiesSentTo(fetchMock, '/api/badge/reset/notification')).toEqual([]);
  });

  it('ignores a notification it already has (a replay after recovery)', () => {
    mockApi({});
    const client = seededClient();
    receiveNotification(client, viewer, makeNotification({ notificationId: '2' }));
    expect(ids(client)).toEqual(['2', '1']);
  });

  it('counts a notification the socket hands over twice once', () => {
    mockApi({});
    const client = new QueryClient();
    client.setQueryData(notificationKeys.badge(viewer), badge);
    const twice = makeNotification({ notificationId: '41' });
    receiveNotification(client, viewer, twice);
    receiveNotification(client, viewer, { ...twice });
    expect(client.getQueryData(notificationKeys.badge(viewer))).toEqual({ ...badge, notifications: 3 });
  });
});

describe('page badges', () => {
  it("raises the cached page badge of the notification's community only, once per notification", () => {
    mockApi({});
    const client = seededClient();
    const page = notificationKeys.pageBadge(viewer, 'p1');
    const other = notificationKeys.pageBadge(viewer, 'p2');
    client.setQueryData(page, 20);
    client.setQueryData(other, 1);
    receiveNotification(client, viewer, makeNotification({ notificationId: '3', community: 'p1' }));
    receiveNotification(client, viewer, makeNotification({ notificationId: '3', community: 'p1' }));
    receiveNotification(client, viewer, makeNotification({ notificationId: '4', community: 'p3' }));
    expect(client.getQueryData(page)).toBe(21);
    expect(client.getQueryData(other)).toBe(1);
    // A community whose badge is not cached gets none (it loads fresh when shown).
    expect(client.getQueryData(notificationKeys.pageBadge(viewer, 'p3'))).toBeUndefined();
  });

  it('loads the page badge again when a load under way may have counted before the notification', () => {
    mockApi({});
    const client = seededClient();
    const page = notificationKeys.pageBadge(viewer, 'p1');
    void client.prefetchQuery({ queryKey: page, queryFn: () => new Promise<number>(() => {}) });
    receiveNotification(client, viewer, makeNotification({ notificationId: '5', community: 'p1' }));
    expect(client.getQueryState(page)).toMatchObject({ data: undefined, isInvalidated: true });
  });

  it('are loaded again after a reconnect without recovery', async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({ [listPath]: () => jsonResponse(200, makeNotificationPage([], [])) });
    const client = seededClient();
    client.setQueryData(notificationKeys.pageBadge(viewer, 'p1'), 2);
    await resyncNotifications(client, viewer);
    expect(client.getQueryState(notificationKeys.pageBadge(viewer, 'p1'))?.isInvalidated).toBe(true);
  });
});

describe('resyncNotifications', () => {
  it('fetches what came after the newest cached notification and puts it on top, and reloads the badge', async () => {
    useSessionStore.getState().setSession(testSession());
    const fresh = makeNotificationPage(
      [makeNotification({ notificationId: '12' }), makeNotification({ notificationId: '10' })],
      [],
    );
    const fetchMock = mockApi({
      [listPath]: () => jsonResponse(200, fresh),
      '/api/badge/get': { ...badge, notifications: 4 },
    });
    const client = seededClient();
    await resyncNotifications(client, viewer);
    expect(bodiesSentTo(fetchMock, listPath)).toEqual([{ since: '2', offset: 0, limit: 100 }]);
    expect(ids(client)).toEqual(['12', '10', '2', '1']);
    // The badge is stale; it is loaded again as soon as it is shown.
    expect(client.getQueryState(notificationKeys.badge(viewer))?.isInvalidated).toBe(true);
  });

  it('reloads the whole list when the gap is larger than one call', async () => {
    useSessionStore.getState().setSession(testSession());
    const many = Array.from({ length: 100 }, (_, i) => makeNotification({ notificationId: String(200 - i) }));
    mockApi({ [listPath]: () => jsonResponse(200, makeNotificationPage(many)) });
    const client = seededClient();
    await resyncNotifications(client, viewer);
    expect(client.getQueryState(notificationKeys.list(viewer))?.isInvalidated).toBe(true);
    expect(ids(client)).toEqual(['2', '1']);
  });
});

describe('resetNotificationBadge', () => {
  it('wins over a badge load that was under way (its count is from before the reset)', async () => {
    useSessionStore.getState().setSession(testSession());
    let answerLoad: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/badge/get') return new Promise<Response>((resolve) => (answerLoad = resolve));
        return jsonResponse(200, { success: true, data: { ...badge, notifications: 0 } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const load = client.fetchQuery({
      queryKey: notificationKeys.badge(viewer),
      queryFn: async () => (await callApi(apiEndpoints.badgeGet, {})).data,
    });
    await resetNotificationBadge(client, viewer);
    answerLoad(jsonResponse(200, { success: true, data: { ...badge, notifications: 5 } }));
    await load.catch(() => undefined);
    expect(client.getQueryData(notificationKeys.badge(viewer))).toEqual({ ...badge, notifications: 0 });
  });
});
