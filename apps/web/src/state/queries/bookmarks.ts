import { apiEndpoints, PAGE_SIZE_POSTS } from '@rep/shared';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { postKeys, usePostList } from './posts';

/**
 * The viewer's bookmarked posts of every community and type (`/post/bookmarks`, signed in only), paged.
 * The key keeps the 'posts' prefix, so likes and bookmark toggles update its cards in place.
 */
export function useBookmarksQuery() {
  const viewer = useAccountId();
  return usePostList(
    postKeys.bookmarks(viewer),
    (offset) => callApi(apiEndpoints.bookmarks, { offset, limit: PAGE_SIZE_POSTS }),
    { enabled: viewer !== null },
  );
}
