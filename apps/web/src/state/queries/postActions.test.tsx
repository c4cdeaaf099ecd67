import { emptyMetadata, messages } from '@rep/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage, makePost } from '../../test/fixtures';
import { testSession } from '../../test/mockApi';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { itemActionQueue } from '../actionQueue';
import { useSessionStore } from '../session';
import { useBookmarksQuery } from './bookmarks';
import { useBookmarkMutation, useLikeMutation } from './postActions';
import type { PostPage } from './postCache';
import { postKeys } from './posts';
import { profileKeys } from './profiles';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const key = ['posts', 'detail', 'Rep_x', null];

function setup<T>(hook: () => T) {
  const { client, wrapper } = createTestWrapper();
  const post = makePost({ id: 'Rep_x', numLike: 3 });
  client.setQueryData(key, makePage([post]));
  const { result } = renderHook(hook, { wrapper });
  const current = () => client.getQueryData<PostPage>(key)!.data[0]!;
  return { result, post, current, client };
}

const failure = () =>
  jsonResponse(500, { success: false, message: 'Something went wrong', code: 'Internal' });

describe('like and bookmark', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.warning).mockClear();
  });

  it('likes optimistically and takes the server count', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { success: true, data: { numLike: 7 } }));
    const { result, post, current } = setup(useLikeMutation);
    act(() => result.current(post));
    expect(current()).toMatchObject({ isLiked: true, numLike: 4 });
    await act(() => itemActionQueue.idle());
    expect(current()).toMatchObject({ isLiked: true, numLike: 7 });
  });

  it("marks the post's 'Liked by' list stale once the like is stored", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { success: true, data: { numLike: 4 } }));
    const { result, post, client } = setup(useLikeMutation);
    const likedBy = [...profileKeys.likedBy('Rep_x'), 'account_viewer'];
    client.setQueryData(likedBy, { pages: [[]], pageParams: [0] });
    act(() => result.current(post));
    expect(client.getQueryState(likedBy)?.isInvalidated).toBe(false);
    await act(() => itemActionQueue.idle());
    expect(client.getQueryState(likedBy)?.isInvalidated).toBe(true);
  });

  it('keeps the like when the server says it was already done', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(409, { success: false, message: 'You already upvote!', code: 'AlreadyLiked' }),
    );
    const { result, post, current } = setup(useLikeMutation);
    act(() => result.current(post));
    await act(() => itemActionQueue.idle());
    expect(current()).toMatchObject({ isLiked: true, numLike: 4 });
  });

  it('retries a failed like once, then reverts', async () => {
    const fetchMock = vi.fn(async () => failure());
    vi.stubGlobal('fetch', fetchMock);
    const { result, post, current } = setup(useLikeMutation);
    act(() => result.current(post));
    await act(() => itemActionQueue.idle());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(current()).toMatchObject({ isLiked: false, numLike: 3 });
  });

  it('explains a refused like (403) after reverting it', async () => {
    const refusal = { success: false, message: 'You cannot like this post', code: 'Forbidden' };
    vi.stubGlobal('fetch', async () => jsonResponse(403, refusal));
    const { result, post, current } = setup(useLikeMutation);
    act(() => result.current(post));
    await act(() => itemActionQueue.idle());
    expect(current()).toMatchObject({ isLiked: false, numLike: 3 });
    expect(toast.warning).toHaveBeenCalledWith(refusal.message);
  });

  const verificationRefusal = {
    success: false,
    message: 'Identity verification is required for this action',
    code: 'VerificationRequired',
  };

  it('leaves a like refused for verification to the verify modal: reverted, no toast on top', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(403, verificationRefusal));
    const { result, post, current } = setup(useLikeMutation);
    act(() => result.current(post));
    await act(() => itemActionQueue.idle());
    expect(current()).toMatchObject({ isLiked: false, numLike: 3 });
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('leaves a bookmark refused for verification to the verify modal: reverted, no error toast', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(403, verificationRefusal));
    const { result, post, current } = setup(useBookmarkMutation);
    act(() => result.current(post));
    await act(() => itemActionQueue.idle());
    expect(current().isBookmarked).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('marks the shown bookmarks page stale once the bookmark is stored, without refetching it under the card', async () => {
    useSessionStore.getState().setSession(testSession());
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(new URL(url, 'http://rep.test').pathname);
      return url.endsWith('/post/bookmarks')
        ? jsonResponse(200, { success: true, data: [], metadata: emptyMetadata() })
        : jsonResponse(200, { success: true, data: {} });
    });
    const { client, wrapper } = createTestWrapper();
    const { result } = renderHook(() => ({ list: useBookmarksQuery(), toggle: useBookmarkMutation() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.toggle(makePost({ id: 'Rep_x' })));
    await act(() => itemActionQueue.idle());
    expect(client.getQueryState(postKeys.bookmarks(testSession().accountId))?.isInvalidated).toBe(true);
    expect(calls.filter((path) => path.endsWith('/post/bookmarks'))).toHaveLength(1);
  });

  it('reverts a failed bookmark with the catalogue toast', async () => {
    vi.stubGlobal('fetch', async () => failure());
    const { result, post, current } = setup(useBookmarkMutation);
    act(() => result.current(post));
    expect(current().isBookmarked).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(messages.bookmarked);
    await act(() => itemActionQueue.idle());
    expect(current().isBookmarked).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(messages.bookmarkFailed);
  });
});
