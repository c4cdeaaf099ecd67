import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeList, makePage, makePost, makeProfile } from '../../test/fixtures';
import {
  collectProfiles,
  flattenPosts,
  mapPosts,
  type PostListData,
  prependPost,
  updatePost,
} from './postCache';

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
    expect(collectProfiles(list)['client|me']).toEqual(author);
  });

  it('flattenPosts drops duplicates that shifted into the next page', () => {
    const a = makePost({ id: 'Rep_a' });
    const b = makePost({ id: 'Rep_b' });
    const list = makeList(makePage([a, b]), makePage([b, makePost({ id: 'Rep_c' })]));
    expect(flattenPosts(list).map((p) => p.id)).toEqual(['Rep_a', 'Rep_b', 'Rep_c']);
  });
});
