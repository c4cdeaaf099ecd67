import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../state/queries/notificationCache';
import { useSessionStore } from '../../state/session';
import { mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const counts = (notifications: number) => ({ notifications, repSocialNotifications: 0, conversations: 0 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('NotificationBell', () => {
  it("says how many are new in its name ('Notifications, 3 new') and links to the notifications page", async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({ '/api/badge/get': counts(3) });
    const { wrapper } = createTestWrapper();
    render(<NotificationBell variant="nav" />, { wrapper });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 new' });
    expect(bell).toHaveAttribute('href', '/rep/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('shows no badge at zero and caps it at 99+', async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({});
    const { client, wrapper } = createTestWrapper();
    client.setQueryData(notificationKeys.badge('client|me'), counts(0));
    const { rerender } = render(<NotificationBell variant="icon" />, { wrapper });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    client.setQueryData(notificationKeys.badge('client|me'), counts(140));
    rerender(<NotificationBell variant="icon" />);
    expect(await screen.findByRole('link', { name: 'Notifications, 140 new' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('is not there for signed-out visitors', () => {
    const fetchMock = mockApi({});
    const { wrapper } = createTestWrapper();
    render(<NotificationBell variant="nav" />, { wrapper });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
