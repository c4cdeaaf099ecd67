import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveNotification } from '../../state/notificationSync';
import { notificationKeys } from '../../state/queries/notificationCache';
import { useSessionStore } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi, testSession } from '../../test/mockApi';
import { makeNotification, makeNotificationPage } from '../../test/notificationFixtures';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const ada = makeProfile({ id: 'client|ada', displayName: 'Ada Lovelace' });
const bob = makeProfile({ id: 'client|bob', displayName: 'Bob Tester' });
const cy = makeProfile({ id: 'client|cy', displayName: 'Cy Young' });

const listPath = '/api/notification/list';
const readPath = '/api/notification/read';
const resetPath = '/api/badge/reset/notification';
const badge = { notifications: 0, repSocialNotifications: 0, conversations: 0 };

const page = makeNotificationPage(
  [
    makeNotification({ notificationId: '4', senderId: 'client|ada' }),
    makeNotification({
      notificationId: '3',
      topic: 'ReplyPost',
      senderId: 'client|cy',
      message: 'Cy Young replied to your post',
      metadata: { postType: 'Reply', postId: 'Rep_reply1', parentPostId: 'Rep_post1' },
    }),
    makeNotification({ notificationId: '2', senderId: 'client|bob' }),
    makeNotification({
      notificationId: '1',
      topic: 'Follow',
      senderId: 'client|cy',
      message: 'Cy Young followed you',
      metadata: {},
      read: true,
    }),
  ],
  [ada, bob, cy],
);

function renderPage(list: () => Response = () => jsonResponse(200, page)) {
  useSessionStore.getState().setSession(testSession());
  const fetchMock = mockApi({
    [listPath]: list,
    [readPath]: (body) => ({ updated: Array.isArray(body.readIds) ? body.readIds.length : 4 }),
    [resetPath]: badge,
    '/api/config': { guardMinRole: 'Silver', postLimits: {}, pushPublicKey: 'BPublicKey' },
  });
  const { client, wrapper } = createTestWrapper();
  client.setQueryData(notificationKeys.badge('client|me'), { ...badge, notifications: 3 });
  render(<NotificationsPage />, { wrapper });
  return { client, fetchMock };
}

const rows = () => screen.getAllByTestId('notification-row');

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('NotificationsPage', () => {
  it('shows the notifications grouped, newest first, unread ones marked, and resets the badge', async () => {
    const { client, fetchMock } = renderPage();
    await screen.findByText('Ada Lovelace and Bob Tester liked your post');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ada Lovelace and Bob Tester liked your post'),
      expect.stringContaining('Cy Young replied to your post'),
      expect.stringContaining('Cy Young followed you'),
    ]);
    expect(rows().map((row) => row.dataset.unread)).toEqual(['true', 'true', 'false']);
    expect(within(rows()[0]!).getByText('Unread:')).toHaveClass('sr-only');
    expect(rows()[0]).toHaveAttribute('href', '/rep/post/account/client%7Cme/Rep_post1');
    expect(rows()[1]).toHaveAttribute('href', '/rep/post/account/client%7Ccy/Rep_reply1');
    expect(rows()[2]).toHaveAttribute('href', '/rep/account/client%7Ccy');
    expect(bodiesSentTo(fetchMock, listPath)).toEqual([{ offset: 0, limit: 20 }]);
    await waitFor(() => expect(bodiesSentTo(fetchMock, resetPath)).toHaveLength(1));
    expect(client.getQueryData(notificationKeys.badge('client|me'))).toEqual(badge);
  });

  it('marks a row read when it is opened: every unread notification of its group', async () => {
    const { fetchMock } = renderPage();
    await screen.findByText('Ada Lovelace and Bob Tester liked your post');
    fireEvent.click(rows()[0]!);
    await waitFor(() => expect(bodiesSentTo(fetchMock, readPath)).toEqual([{ readIds: ['4', '2'] }]));
    expect(rows()[0]!.dataset.unread).toBe('false');
  });

  it("marks everything read with 'Mark all as read'", async () => {
    const { fetchMock } = renderPage();
    await screen.findByText('Ada Lovelace and Bob Tester liked your post');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, readPath)).toEqual([{ all: true }]));
    expect(rows().map((row) => row.dataset.unread)).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts the flags back when marking read fails', async () => {
    const { fetchMock } = renderPage();
    await screen.findByText('Cy Young replied to your post');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(500, { success: false, message: 'Internal error', code: 'Internal' }),
    );
    fireEvent.click(rows()[1]!);
    await waitFor(() => expect(rows()[1]!.dataset.unread).toBe('true'));
  });

  it('shows an empty list when the fetch fails (SPEC §8)', async () => {
    renderPage(() => jsonResponse(500, { success: false, message: 'Internal error', code: 'Internal' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('puts a notification from the socket on top and keeps the badge at zero while open', async () => {
    const { client, fetchMock } = renderPage();
    await screen.findByText('Ada Lovelace and Bob Tester liked your post');
    await waitFor(() => expect(bodiesSentTo(fetchMock, resetPath)).toHaveLength(1));
    act(() =>
      receiveNotification(
        client,
        'client|me',
        makeNotification({ notificationId: '5', senderId: 'client|cy', message: 'Cy Young liked your post' }),
      ),
    );
    await screen.findByText('Cy Young, Ada Lovelace and 1 other liked your post');
    await waitFor(() => expect(bodiesSentTo(fetchMock, resetPath)).toHaveLength(2));
    expect(client.getQueryData(notificationKeys.badge('client|me'))).toEqual(badge);
  });

  it('resets the badge only once its tab is in view', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      const { client, fetchMock } = renderPage();
      await screen.findByText('Ada Lovelace and Bob Tester liked your post');
      expect(bodiesSentTo(fetchMock, resetPath)).toEqual([]);
      // A notification meanwhile raises the badge: nobody is looking.
      act(() => receiveNotification(client, 'client|me', makeNotification({ notificationId: '9' })));
      expect(client.getQueryData(notificationKeys.badge('client|me'))).toMatchObject({ notifications: 4 });

      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(bodiesSentTo(fetchMock, resetPath)).toHaveLength(1));
      expect(client.getQueryData(notificationKeys.badge('client|me'))).toEqual(badge);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('hides the push switch where the browser has no Push API', async () => {
    renderPage();
    await screen.findByText('Ada Lovelace and Bob Tester liked your post');
    expect(screen.queryByRole('switch', { name: 'Push notifications' })).toBeNull();
  });
});
