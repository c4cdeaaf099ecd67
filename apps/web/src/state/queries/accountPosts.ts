import { apiEndpoints, FEED_KINDS, type FeedKind, PAGE_SIZE_POSTS } from '@rep/shared';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import type { PostListData, PostPage } from './postCache';
import { nextOffset, postKeys } from './posts';

/**
 * The posts of an account of one feed kind (`/post/user` with the kind's types): the account page tabs.
 * The key extends `postKeys.user`, so it keeps the 'posts' prefix the post updaters rely on.
 */
export function useAccountPostsQuery(userId: string, kind: FeedKind) {
  const viewer = useAccountId();
  return useInfiniteQuery<PostPage, Error, PostListData, QueryKey, number>({
    queryKey: [...postKeys.user(userId, viewer), kind],
    queryFn: ({ pageParam }) =>
      callApi(apiEndpoints.userPosts, {
        userId,
        types: [...FEED_KINDS[kind]],
        offset: pageParam,
        limit: PAGE_SIZE_POSTS,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextOffset(lastPage, lastOffset),
    enabled: !!userId,
  });
}
