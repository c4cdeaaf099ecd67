import { messages } from '@rep/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeList, makePage, makePost } from '../../test/fixtures';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { useSessionStore } from '../session';
import { useCreatePostMutation } from './createPost';
import { flattenPosts, type PostListData } from './postCache';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const key = ['posts', 'feed', 'Rep', 'for-you', 'client|me'];

function setup() {
  const { client, wrapper } = createTestWrapper();
  client.setQueryData(key, makeList(makePage([makePost({ id: 'Rep_old' })])));
  const { result } = renderHook(() => useCreatePostMutation({ listKeys: [key], communityId: 'Rep' }), {
    wrapper,
  });
  const posts = () => flattenPosts(client.getQueryData<PostListData>(key));
  return { result, posts };
}

describe('useCreatePostMutation', () => {
  let respond: (response: Response) => void;
  beforeEach(() => {
    useSessionStore.getState().setSession({
      access: 'a',
      refresh: 'r',
      stream: 's',
      accountId: 'client|me',
      encryptionKey: 'k',
      privateKey: 'p',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
    useSessionStore.getState().signOut();
  });

  it('shows a draft at once and replaces it with the server post', async () => {
    const { result, posts } = setup();
    act(() => result.current.mutate({ body: 'hi', tempId: 'draft_t' }));
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({ id: 'draft_t', body: 'hi', localStatus: 'draft' }),
    );
    const saved = makePost({ id: 'Rep_new', accountId: 'client|me', body: 'hi' });
    respond(jsonResponse(200, { success: true, data: saved }));
    await waitFor(() => expect(posts().map((p) => p.id)).toEqual(['Rep_new', 'Rep_old']));
    expect(posts()[0]!.localStatus).toBeUndefined();
  });

  it('marks the draft as error and reports the failure', async () => {
    const { result, posts } = setup();
    act(() => result.current.mutate({ body: 'hi', tempId: 'draft_t' }));
    await waitFor(() => expect(posts()[0]?.id).toBe('draft_t'));
    respond(jsonResponse(500, { success: false, message: 'Something went wrong', code: 'Internal' }));
    await waitFor(() => expect(posts()[0]).toMatchObject({ id: 'draft_t', localStatus: 'error' }));
    expect(toast.error).toHaveBeenCalledWith(messages.postCreateFailed('Posted'), {
      description: 'Something went wrong',
    });
  });
});
