import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeList, makePage, makePost, makeProfile } from '../../test/fixtures';
import {
  collectRefs,
  flattenPosts,
  mapPosts,
  type PostListData,
  prependPost,
  rekeyPoll,
  removePosts,
  updatePost,
} from './postCache';
import { pageOrEmpty } from './posts';

describe('post cache updaters', () => {
  it('mapPosts reaches list items and referenced posts, and keeps untouched data identical', () => {
    const parent = makePost({ id: 'Rep_parent' });
    const page = makePage([makePost({ id: 'Rep_a' })]);
    page.metadata.posts = { Rep_parent: parent };
    const list = makeList(page);
    const same = mapPosts(list, (post) => post);
    expect(same).toBe(list);
    const liked = mapPosts(list, (post) => (post.id === 'Rep_parent' ? { ...post, isLiked: true } : post));
    expect(liked.pages[0]!.metadata.posts.Rep_parent!.isLiked).toBe(true);
    expect(liked.pages[0]!.data[0]).toBe(list.pages[0]!.data[0]);
  });

  it('updatePost changes every cached copy of a post (lists and single pages)', () => {
    const client = new QueryClient();
    const post = makePost({ id: 'Rep_x' });
    client.setQueryData(['posts', 'feed', 'Rep', 'for-you', null], makeList(makePage([post])));
    client.setQueryData(['posts', 'detail', 'Rep_x', null], makePage([post]));
    client.setQueryData(['profiles', 'detail', 'x'], 'untouched');
    updatePost(client, 'Rep_x', (p) => ({ ...p, numLike: 5 }));
    const feed = client.getQueryData<PostListData>(['posts', 'feed', 'Rep', 'for-you', null]);
    expect(feed!.pages[0]!.data[0]!.numLike).toBe(5);
    expect(
      client.getQueryData<ReturnType<typeof makePage>>(['posts', 'detail', 'Rep_x', null])!.data[0]!.numLike,
    ).toBe(5);
    expect(client.getQueryData(['profiles', 'detail', 'x'])).toBe('untouched');
  });

  it('prependPost puts a draft on top of the first page with its author', () => {
    const client = new QueryClient();
    const key = ['posts', 'replies', 'Rep_x', null];
    client.setQueryData(key, makeList(makePage([makePost({ id: 'Rep_old' })])));
    const author = makeProfile({ id: 'client|me' });
    prependPost(
      client,
      key,
      { ...makePost({ id: 'draft_1', accountId: 'client|me' }), localStatus: 'draft' },
      author,
    );
    const list = client.getQueryData<PostListData>(key)!;
    expect(flattenPosts(list).map((p) => p.id)).toEqual(['draft_1', 'Rep_old']);
    expect(collectRefs(list).userProfiles['client|me']).toEqual(author);
  });

  it('flattenPosts drops duplicates that shifted into the next page', () => {
    const a = makePost({ id: 'Rep_a' });
    const b = makePost({ id: 'Rep_b' });
    const list = makeList(makePage([a, b]), makePage([b, makePost({ id: 'Rep_c' })]));
    expect(flattenPosts(list).map((p) => p.id)).toEqual(['Rep_a', 'Rep_b', 'Rep_c']);
  });

  it('collectRefs finds referenced posts in metadata and in the list itself', () => {
    const quoted = makePost({ id: 'Rep_q' });
    const page = makePage([makePost({ id: 'Rep_a' }), quoted]);
    page.metadata.posts = { Rep_meta: makePost({ id: 'Rep_meta' }) };
    const refs = collectRefs(makeList(page));
    expect(Object.keys(refs.posts).sort()).toEqual(['Rep_a', 'Rep_meta', 'Rep_q']);
  });

  it('removePosts drops posts from lists and marks single pages and references deleted', () => {
    const client = new QueryClient();
    const listKey = ['posts', 'feed', 'Rep', 'for-you', null, 'Reps'];
    const page = makePage([makePost({ id: 'Rep_a', accountId: 'client|x' }), makePost({ id: 'Rep_b' })]);
    page.metadata.posts = { Rep_c: makePost({ id: 'Rep_c', accountId: 'client|x', body: 'quoted' }) };
    client.setQueryData(listKey, makeList(page));
    client.setQueryData(
      ['posts', 'detail', 'Rep_a', null],
      makePage([makePost({ id: 'Rep_a', accountId: 'client|x' })]),
    );
    removePosts(client, (post) => post.accountId === 'client|x');
    const list = client.getQueryData<PostListData>(listKey)!;
    expect(flattenPosts(list).map((p) => p.id)).toEqual(['Rep_b']);
    expect(list.pages[0]!.metadata.posts.Rep_c).toMatchObject({ isDeleted: true, body: '' });
    const detail = client.getQueryData<ReturnType<typeof makePage>>(['posts', 'detail', 'Rep_a', null])!;
    expect(detail.data[0]).toMatchObject({ isDeleted: true });
  });

  it("rekeyPoll moves a draft's poll to the server id", () => {
    const client = new QueryClient();
    const key = ['posts', 'feed', 'Rep', 'for-you', null, 'Reps'];
    const page = makePage([]);
    page.metadata.polls = {
      draft_1: { id: 'draft_1', options: ['a', 'b'], votes: [0, 0], pollLength: '', voted: -1 },
    };
    client.setQueryData(key, makeList(page));
    rekeyPoll(client, 'draft_1', 'Rep_p');
    const polls = client.getQueryData<PostListData>(key)!.pages[0]!.metadata.polls;
    expect(Object.keys(polls)).toEqual(['Rep_p']);
    expect(polls.Rep_p!.id).toBe('Rep_p');
  });

  it('pageOrEmpty turns a failed fetch or a non-list answer into an empty page', async () => {
    const empty = { success: true, data: [], metadata: expect.objectContaining({ fetchedRecordsCount: 0 }) };
    await expect(pageOrEmpty(() => Promise.reject(new Error('down')))).resolves.toEqual(empty);
    await expect(
      pageOrEmpty(() => Promise.resolve({ ...makePage([]), data: null as unknown as [] })),
    ).resolves.toEqual(empty);
    const page = makePage([makePost()]);
    await expect(pageOrEmpty(() => Promise.resolve(page))).resolves.toBe(page);
  });
});
