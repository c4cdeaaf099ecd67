import { apiEndpoints, FEED_KINDS, type FeedKind, PAGE_SIZE_POSTS, type PostType } from '@rep/shared';
import { useCallback } from 'react';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { POSTS_ROOT, type PostListData } from './postCache';
import { usePostList } from './posts';

/** The post tabs of the search page (SPEC §2 "Tab bar": Reps, Articles, Questions). */
export type PostSearchKind = Extract<FeedKind, 'Reps' | 'Articles' | 'Questions'>;

/** Query keys of post searches; under 'posts' so the post updaters reach the results. */
export const searchKeys = {
  posts: (query: string, kind: PostSearchKind, communityId: string | null, viewer: string | null) =>
    [POSTS_ROOT, 'search', query, kind, communityId, viewer] as const,
  /** One list per hashtag for every tab: `/post/hashtag` has no type filter, the tabs filter it. */
  hashtag: (hashtag: string, communityId: string | null, viewer: string | null) =>
    [POSTS_ROOT, 'hashtag', hashtag, communityId, viewer] as const,
};

/** Full-text post search of one kind (`/post/search`); `query` is already validated and '@'-free. */
export function useSearchPostsQuery(query: string, kind: PostSearchKind, communityId: string | null) {
  const viewer = useAccountId();
  return usePostList(
    searchKeys.posts(query, kind, communityId, viewer),
    (offset) =>
      callApi(apiEndpoints.searchPosts, {
        query,
        postTypes: [...FEED_KINDS[kind]],
        communityId: communityId ?? undefined,
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    { enabled: query !== '' },
  );
}

/** Posts with a hashtag (`/post/hashtag`), showing the types of one kind. */
export function useHashtagPostsQuery(hashtag: string, kind: PostSearchKind, communityId: string | null) {
  const viewer = useAccountId();
  const select = useCallback(
    (data: PostListData): PostListData => {
      const types: readonly PostType[] = FEED_KINDS[kind];
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.filter((post) => types.includes(post.postType.type)),
        })),
      };
    },
    [kind],
  );
  return usePostList(
    searchKeys.hashtag(hashtag, communityId, viewer),
    (offset) =>
      callApi(apiEndpoints.hashtag, {
        hashtag,
        communities: communityId ? [communityId] : undefined,
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    { enabled: hashtag !== '', select },
  );
}
