import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../state/queries/notificationCache';
import { useSessionStore } from '../../state/session';
import { mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper } from '../../test/render';
import { MessagesNavLink } from './MessagesNavLink';

const counts = (conversations: number) => ({ notifications: 0, repSocialNotifications: 0, conversations });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('MessagesNavLink', () => {
  it("says how many conversations are unread in its name ('Messages, 2 unread') and links to /messages", async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({ '/api/badge/get': counts(2) });
    const { wrapper } = createTestWrapper();
    render(<MessagesNavLink variant="nav" />, { wrapper });
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('chat-badge')).toHaveTextContent('2');
  });

  it('shows no badge at zero and caps it at 99+', async () => {
    useSessionStore.getState().setSession(testSession());
    mockApi({});
    const { client, wrapper } = createTestWrapper();
    client.setQueryData(notificationKeys.badge('client|me'), counts(0));
    const { rerender } = render(<MessagesNavLink variant="icon" />, { wrapper });
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    client.setQueryData(notificationKeys.badge('client|me'), counts(120));
    rerender(<MessagesNavLink variant="icon" />);
    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-badge')).toHaveTextContent('99+');
  });

  it('is not there for signed-out visitors', () => {
    const fetchMock = mockApi({});
    const { wrapper } = createTestWrapper();
    render(<MessagesNavLink variant="nav" />, { wrapper });
    expect(screen.queryByTestId('messages-link')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
