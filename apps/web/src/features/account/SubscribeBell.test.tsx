import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemActionQueue } from '../../state/actionQueue';
import { profileKeys, useProfileQuery } from '../../state/queries/profiles';
import { useSessionStore } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { bodiesSentTo, mockApi, testSession } from '../../test/mockApi';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { SubscribeBell } from './SubscribeBell';

const grace = makeProfile({ id: 'client|grace', username: 'grace', meFollowed: true });

/** The bell over the cached profile, as the profile header shows it. */
function Bell() {
  const profile = useProfileQuery(grace.id).data;
  return profile ? <SubscribeBell profile={profile} /> : null;
}

function renderBell(profile = grace) {
  useSessionStore.getState().setSession(testSession());
  const { client, wrapper } = createTestWrapper();
  client.setQueryData(profileKeys.detail(grace.id, 'client|me'), profile);
  render(<Bell />, { wrapper });
  return client;
}

const bell = () => screen.getByRole('button', { name: 'Notify me of new posts' });

afterEach(async () => {
  await itemActionQueue.idle();
  vi.unstubAllGlobals();
  useSessionStore.getState().forget();
});

describe('SubscribeBell', () => {
  it('turns new-post notifications on at once, then tells the server', async () => {
    const fetchMock = mockApi({ '/api/user/subscribe': { isSubscribed: true } });
    const client = renderBell();
    expect(bell()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bell());
    await waitFor(() => expect(bell()).toHaveAttribute('aria-pressed', 'true'));
    await act(() => itemActionQueue.idle());
    expect(bodiesSentTo(fetchMock, '/api/user/subscribe')).toEqual([
      { userId: grace.id, isSubscribed: true },
    ]);
    expect(client.getQueryData(profileKeys.detail(grace.id, 'client|me'))).toMatchObject({
      meSubscribed: true,
    });
  });

  it('goes back when the server refuses', async () => {
    const fetchMock = mockApi({
      '/api/user/subscribe': () =>
        jsonResponse(400, { success: false, message: 'Nope', code: 'InvalidInput' }),
    });
    const client = renderBell({ ...grace, meSubscribed: true });
    fireEvent.click(bell());
    await act(() => itemActionQueue.idle());
    expect(bodiesSentTo(fetchMock, '/api/user/subscribe')[0]).toEqual({
      userId: grace.id,
      isSubscribed: false,
    });
    await waitFor(() => expect(bell()).toHaveAttribute('aria-pressed', 'true'));
    expect(client.getQueryData(profileKeys.detail(grace.id, 'client|me'))).toMatchObject({
      meSubscribed: true,
    });
  });

  it('is shown only on accounts the viewer follows', () => {
    mockApi({});
    renderBell({ ...grace, meFollowed: false });
    expect(screen.queryByRole('button', { name: 'Notify me of new posts' })).toBeNull();
  });
});
