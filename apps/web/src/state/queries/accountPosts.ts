import { apiEndpoints, FEED_KINDS, type FeedKind, PAGE_SIZE_POSTS } from '@rep/shared';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { postKeys, usePostList } from './posts';

/**
 * The posts of an account of one feed kind (`/post/user` with the kind's types): the account page tabs.
 * The key extends `postKeys.user`, so it keeps the 'posts' prefix the post updaters rely on; a failed page
 * shows as empty, like every post list (SPEC §7).
 */
export function useAccountPostsQuery(userId: string, kind: FeedKind) {
  const viewer = useAccountId();
  return usePostList(
    [...postKeys.user(userId, viewer), kind],
    (offset) =>
      callApi(apiEndpoints.userPosts, {
        userId,
        types: [...FEED_KINDS[kind]],
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    { enabled: !!userId },
  );
}
