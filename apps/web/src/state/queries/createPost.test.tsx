import { messages } from '@rep/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeList, makePage, makePost } from '../../test/fixtures';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { type PendingFetch, signInForTest, stubPendingFetch } from '../../test/session';
import { useSessionStore } from '../session';
import { createFailedText, type NewPost, useCreatePostMutation } from './createPost';
import { flattenPosts, type PostListData } from './postCache';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const key = ['posts', 'feed', 'Rep', 'for-you', 'client|me', 'Reps'];
const input = (overrides: Partial<NewPost> = {}): NewPost => ({
  communityId: 'Rep',
  postType: 'Standard',
  body: 'hi',
  listKeys: [key],
  tempId: 'draft_t',
  ...overrides,
});

function setup() {
  const { client, wrapper } = createTestWrapper();
  const original = makePost({ id: 'Rep_old', numRerep: 2 });
  client.setQueryData(key, makeList(makePage([original])));
  const { result } = renderHook(() => useCreatePostMutation(), { wrapper });
  const list = () => client.getQueryData<PostListData>(key)!;
  const posts = () => flattenPosts(list());
  return { result, posts, list, original };
}

describe('useCreatePostMutation', () => {
  let respond: PendingFetch['respond'];
  let requests: unknown[];
  beforeEach(() => {
    signInForTest();
    ({ respond, bodies: requests } = stubPendingFetch());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.success).mockClear();
    useSessionStore.getState().signOut();
  });

  it('shows a draft at once and replaces it with the server post', async () => {
    const { result, posts } = setup();
    act(() => result.current.mutate(input()));
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
    act(() => result.current.mutate(input()));
    await waitFor(() => expect(posts()[0]?.id).toBe('draft_t'));
    respond(jsonResponse(500, { success: false, message: 'Something went wrong', code: 'Internal' }));
    await waitFor(() => expect(posts()[0]).toMatchObject({ id: 'draft_t', localStatus: 'error' }));
    expect(toast.error).toHaveBeenCalledWith(messages.postCreateFailed('Posted'), {
      description: 'Something went wrong',
    });
  });

  it("sends a poll with its end time, shows the draft's poll and re-keys it to the server id", async () => {
    const { result, list } = setup();
    const poll = { options: ['Yes', 'No'], pollLength: Date.parse('2030-01-01T00:00:00Z') };
    act(() => result.current.mutate(input({ postType: 'Poll', body: 'Which?', poll })));
    await waitFor(() => expect(list().pages[0]!.metadata.polls.draft_t).toBeDefined());
    expect(requests[0]).toMatchObject({ postType: 'Poll', postTypeValue: poll });
    expect(list().pages[0]!.metadata.polls.draft_t).toMatchObject({ votes: [0, 0], voted: -1 });
    respond(
      jsonResponse(200, {
        success: true,
        data: makePost({ id: 'Rep_poll', postType: { type: 'Poll', post_id: null } }),
      }),
    );
    await waitFor(() => expect(list().pages[0]!.metadata.polls.Rep_poll).toMatchObject({ id: 'Rep_poll' }));
    expect(list().pages[0]!.metadata.polls.draft_t).toBeUndefined();
  });

  it("sends a live schedule's window, shows the draft's schedule and re-keys it to the server id", async () => {
    const { result, list } = setup();
    const live = { startAt: Date.parse('2030-01-01T10:00:00Z'), endAt: Date.parse('2030-01-01T11:00:00Z') };
    act(() => result.current.mutate(input({ postType: 'LiveSchedule', body: 'Stream', live })));
    await waitFor(() => expect(list().pages[0]!.metadata.lives.draft_t).toBeDefined());
    expect(requests[0]).toMatchObject({ postType: 'LiveSchedule', postTypeValue: live });
    expect(list().pages[0]!.metadata.lives.draft_t).toMatchObject({
      streamerId: 'client|me',
      startAt: '2030-01-01T10:00:00.000Z',
      endAt: '2030-01-01T11:00:00.000Z',
      status: 'Inactive',
      viewers: 0,
    });
    respond(
      jsonResponse(200, {
        success: true,
        data: makePost({ id: 'Rep_live', postType: { type: 'LiveSchedule', post_id: null } }),
      }),
    );
    await waitFor(() =>
      expect(list().pages[0]!.metadata.lives.Rep_live).toMatchObject({ liveId: 'Rep_live' }),
    );
    expect(list().pages[0]!.metadata.lives.draft_t).toBeUndefined();
  });

  it('flags the original of a ReRep at once, and reverts it with "ReRep failed"', async () => {
    const { result, posts, list, original } = setup();
    act(() => result.current.mutate(input({ postType: 'RePost', body: '', reference: original })));
    await waitFor(() => expect(posts()[0]?.id).toBe('draft_t'));
    expect(requests[0]).toMatchObject({ postType: 'RePost', postTypeValue: 'Rep_old' });
    expect(posts()[1]).toMatchObject({ id: 'Rep_old', isRereped: true, numRerep: 3 });
    expect(list().pages[0]!.metadata.posts.Rep_old).toMatchObject({ isRereped: true });
    respond(jsonResponse(500, { success: false, message: 'Something went wrong', code: 'Internal' }));
    await waitFor(() => expect(posts()[1]).toMatchObject({ isRereped: false, numRerep: 2 }));
    expect(toast.error).toHaveBeenCalledWith(messages.rerepFailed, expect.anything());
  });

  it('names the failure after the post type', () => {
    expect(createFailedText('Answer')).toBe('Answered failed');
    expect(createFailedText('ArticleComment')).toBe('Replied failed');
    expect(createFailedText('Question')).toBe('Posted failed');
    expect(createFailedText('RePost')).toBe(messages.rerepFailed);
  });
});
