import { dialogs, messages } from '@rep/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemActionQueue } from '../../state/actionQueue';
import { kycKeys } from '../../state/queries/kyc';
import { profileKeys, useProfileQuery } from '../../state/queries/profiles';
import { useSessionStore } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper } from '../../test/render';
import { useGuardModalStore } from '../kyc/guardStore';
import { FollowButton } from './FollowButton';

const other = makeProfile({ id: 'client|other', username: 'grace', numFollower: 5, meFollowed: true });

/** The button over the cached profile, as the account page shows it. */
function Followed() {
  const profile = useProfileQuery(other.id).data;
  return profile ? <FollowButton profile={profile} /> : null;
}

function renderFollowed(role: 'Non' | 'Silver' = 'Silver') {
  useSessionStore.getState().setSession(testSession());
  const { client, wrapper } = createTestWrapper();
  client.setQueryData(kycKeys.role('client|me'), role);
  client.setQueryData(profileKeys.detail(other.id, 'client|me'), other);
  render(
    <>
      <Followed />
      <Toaster />
    </>,
    { wrapper },
  );
  return client;
}

afterEach(async () => {
  await itemActionQueue.idle();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  useGuardModalStore.getState().close();
});

describe('FollowButton', () => {
  it('asks before unfollowing, then unfollows with a toast', async () => {
    const fetchMock = mockApi({ '/api/user/follow': { isFollowed: false } });
    const client = renderFollowed();
    fireEvent.click(screen.getByTestId('follow-button'));

    expect(await screen.findByText(dialogs.unfollowTitle('grace'))).toBeInTheDocument();
    expect(screen.getByText(dialogs.unfollowBody)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/user/follow')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await act(() => itemActionQueue.idle());
    expect(bodiesSentTo(fetchMock, '/api/user/follow')).toEqual([{ userId: other.id, isFollowed: false }]);
    expect(await screen.findByText(messages.unfollowed('grace'))).toBeInTheDocument();
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Follow');
    expect(client.getQueryData(profileKeys.detail(other.id, 'client|me'))).toMatchObject({
      meFollowed: false,
      numFollower: 4,
    });
  });

  it('keeps following when the confirmation is cancelled', async () => {
    const fetchMock = mockApi({});
    renderFollowed();
    fireEvent.click(screen.getByTestId('follow-button'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(dialogs.unfollowTitle('grace'))).toBeNull());
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Unfollow');
    expect(bodiesSentTo(fetchMock, '/api/user/follow')).toEqual([]);
  });

  it('opens the verification modal instead for an unverified account', () => {
    const fetchMock = mockApi({});
    renderFollowed('Non');
    fireEvent.click(screen.getByTestId('follow-button'));
    expect(useGuardModalStore.getState().modal).toBe('verify');
    expect(screen.queryByText(dialogs.unfollowTitle('grace'))).toBeNull();
    expect(bodiesSentTo(fetchMock, '/api/user/follow')).toEqual([]);
  });

  it('is hidden on your own profile', () => {
    useSessionStore.getState().setSession(testSession('client|author1'));
    const { wrapper } = createTestWrapper();
    render(<FollowButton profile={makeProfile()} />, { wrapper });
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });
});
