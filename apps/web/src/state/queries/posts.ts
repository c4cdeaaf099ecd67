import { apiEndpoints, PAGE_SIZE_POSTS, type PostType } from '@rep/shared';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { POSTS_ROOT, type PostListData, type PostPage } from './postCache';

/** The two feed modes (SPEC §1). */
export type FeedKind = 'for-you' | 'following';

/**
 * What a feed shows: top-level posts. Replies stay in their thread (only an OutThreadReply, 'Also send to
 * main feed', reaches the feed: SPEC §2).
 */
export const FEED_POST_TYPES: PostType[] = [
  'Standard',
  'Article',
  'Question',
  'Poll',
  'QuotePost',
  'RePost',
  'OutThreadReply',
  'LiveSchedule',
];

/** Query keys of posts. Every key starts with {@link POSTS_ROOT} so optimistic updaters reach all copies. */
export const postKeys = {
  all: [POSTS_ROOT] as const,
  feed: (communityId: string, kind: FeedKind, viewer: string | null) =>
    [POSTS_ROOT, 'feed', communityId, kind, viewer] as const,
  detail: (postId: string, viewer: string | null) => [POSTS_ROOT, 'detail', postId, viewer] as const,
  replies: (postId: string, viewer: string | null) => [POSTS_ROOT, 'replies', postId, viewer] as const,
  user: (userId: string, viewer: string | null) => [POSTS_ROOT, 'user', userId, viewer] as const,
};

/** The next page's offset, or undefined when the last page came back short. */
export function nextOffset(lastPage: PostPage, lastOffset: number): number | undefined {
  const served = lastPage.data.filter((post) => !post.localStatus).length;
  return served >= PAGE_SIZE_POSTS ? lastOffset + PAGE_SIZE_POSTS : undefined;
}

function usePostList(queryKey: QueryKey, fetchPage: (offset: number) => Promise<PostPage>, enabled = true) {
  return useInfiniteQuery<PostPage, Error, PostListData, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextOffset(lastPage, lastOffset),
    enabled,
  });
}

/** A community feed, 'For you' (`/post/list`) or 'Following' (`/post/following`, signed in only). */
export function useFeedQuery(communityId: string, kind: FeedKind) {
  const viewer = useAccountId();
  const endpoint = kind === 'following' ? apiEndpoints.followingPosts : apiEndpoints.listPosts;
  return usePostList(
    postKeys.feed(communityId, kind, viewer),
    (offset) =>
      callApi(endpoint, {
        communities: [communityId],
        types: FEED_POST_TYPES,
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    kind === 'for-you' || viewer !== null,
  );
}

/** The replies of a post. */
export function useRepliesQuery(postId: string) {
  const viewer = useAccountId();
  return usePostList(postKeys.replies(postId, viewer), (offset) =>
    callApi(apiEndpoints.replies, { postId, offset, limit: PAGE_SIZE_POSTS }),
  );
}

/** The posts of an account. */
export function useUserPostsQuery(userId: string) {
  const viewer = useAccountId();
  return usePostList(postKeys.user(userId, viewer), (offset) =>
    callApi(apiEndpoints.userPosts, { userId, offset, limit: PAGE_SIZE_POSTS }),
  );
}

/** One post (`/post/get`), as a one-item page so its metadata (author profile) comes along. */
export function usePostQuery(postId: string) {
  const viewer = useAccountId();
  return useQuery<PostPage>({
    queryKey: postKeys.detail(postId, viewer),
    queryFn: () => callApi(apiEndpoints.getPosts, { postIds: [postId] }),
  });
}
