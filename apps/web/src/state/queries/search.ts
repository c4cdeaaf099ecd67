import { apiEndpoints, FEED_KINDS, type FeedKind, PAGE_SIZE_POSTS } from '@rep/shared';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { POSTS_ROOT } from './postCache';
import { usePostList } from './posts';

/** The post tabs of the search page (SPEC §2 "Tab bar": Reps, Articles, Questions). */
export type PostSearchKind = Extract<FeedKind, 'Reps' | 'Articles' | 'Questions'>;

/** Query keys of post searches; under 'posts' so the post updaters reach the results. */
export const searchKeys = {
  posts: (query: string, kind: PostSearchKind, communityId: string | null, viewer: string | null) =>
    [POSTS_ROOT, 'search', query, kind, communityId, viewer] as const,
  hashtag: (hashtag: string, kind: PostSearchKind, communityId: string | null, viewer: string | null) =>
    [POSTS_ROOT, 'hashtag', hashtag, kind, communityId, viewer] as const,
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

/** Posts with a hashtag of one kind (`/post/hashtag` with the kind's types). */
export function useHashtagPostsQuery(hashtag: string, kind: PostSearchKind, communityId: string | null) {
  const viewer = useAccountId();
  return usePostList(
    searchKeys.hashtag(hashtag, kind, communityId, viewer),
    (offset) =>
      callApi(apiEndpoints.hashtag, {
        hashtag,
        types: [...FEED_KINDS[kind]],
        communities: communityId ? [communityId] : undefined,
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    { enabled: hashtag !== '' },
  );
}
