import { messages } from '@rep/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeList, makePage, makePost } from '../../test/fixtures';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { type PendingFetch, signInForTest, stubPendingFetch } from '../../test/session';
import { useSessionStore } from '../session';
import { useDeletePostMutation, useRerep } from './postActions';
import { flattenPosts, type PostListData, type PostPage } from './postCache';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const feedKey = ['posts', 'feed', 'Rep', 'for-you', 'client|me', 'Reps'];
const detailKey = ['posts', 'detail', 'Rep_x', 'client|me'];

function setup<T>(hook: () => T) {
  const { client, wrapper } = createTestWrapper();
  const post = makePost({ id: 'Rep_x' });
  client.setQueryData(feedKey, makeList(makePage([post, makePost({ id: 'Rep_y' })])));
  client.setQueryData(detailKey, makePage([post]));
  const { result } = renderHook(hook, { wrapper });
  const feed = () => flattenPosts(client.getQueryData<PostListData>(feedKey));
  const detail = () => client.getQueryData<PostPage>(detailKey)!.data[0]!;
  return { result, post, feed, detail };
}

describe('delete and ReRep', () => {
  let respond: PendingFetch['respond'];
  beforeEach(() => {
    signInForTest();
    ({ respond } = stubPendingFetch());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    useSessionStore.getState().signOut();
  });

  it('hides a deleted post: hiding, then gone from lists and shown as deleted on its page', async () => {
    const { result, post, feed, detail } = setup(useDeletePostMutation);
    act(() => result.current.mutate(post));
    await waitFor(() => expect(feed()[0]).toMatchObject({ id: 'Rep_x', deletion: 'hiding' }));
    respond(jsonResponse(200, { success: true, data: null, message: messages.deleteSucceeded }));
    await waitFor(() => expect(feed().map((p) => p.id)).toEqual(['Rep_y']));
    expect(detail()).toMatchObject({ isDeleted: true, body: '' });
    expect(toast.success).toHaveBeenCalledWith(messages.deleteSucceeded);
  });

  it("shows the post again after a failed deletion, with 'Failed to delete!'", async () => {
    const { result, post, feed } = setup(useDeletePostMutation);
    act(() => result.current.mutate(post));
    await waitFor(() => expect(feed()[0]?.deletion).toBe('hiding'));
    respond(jsonResponse(403, { success: false, message: 'No', code: 'NotPostOwner' }));
    await waitFor(() => expect(feed()[0]?.deletion).toBeUndefined());
    expect(feed()).toHaveLength(2);
    expect(toast.error).toHaveBeenCalledWith(messages.deleteFailed);
  });

  it("refuses a second ReRep while one runs ('Another process is running, please wait')", async () => {
    const { result, post, feed } = setup(useRerep);
    act(() => result.current(post));
    await waitFor(() =>
      expect(feed()[0]).toMatchObject({ localStatus: 'draft', postType: { type: 'RePost' } }),
    );
    act(() => result.current(makePost({ id: 'Rep_y' })));
    expect(toast.warning).toHaveBeenCalledWith(messages.anotherProcessRunning);
    expect(fetch).toHaveBeenCalledTimes(1);
    respond(
      jsonResponse(200, {
        success: true,
        data: makePost({
          id: 'Rep_rr',
          accountId: 'client|me',
          postType: { type: 'RePost', post_id: 'Rep_x' },
        }),
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.rerepSucceeded));
    expect(feed()[0]).toMatchObject({ id: 'Rep_rr' });
    expect(feed()[1]).toMatchObject({ id: 'Rep_x', isRereped: true, numRerep: 1 });
  });
});
