import {
  type ApiList,
  apiEndpoints,
  emptyMetadata,
  FEED_KINDS,
  type FeedKind,
  LIKED_BY_PAGE_SIZE,
  PAGE_SIZE_POSTS,
  type PostType,
  type UserProfile,
} from '@rep/shared';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { POSTS_ROOT, type PostListData, type PostPage } from './postCache';
import { nextProfileOffset, type ProfilePages } from './profileCache';
import { profileKeys } from './profiles';

/** The two feed modes (SPEC §1). */
export type FeedMode = 'for-you' | 'following';
export const FEED_MODES: readonly FeedMode[] = ['for-you', 'following'];

/** Query keys of posts. Every key starts with {@link POSTS_ROOT} so optimistic updaters reach all copies. */
export const postKeys = {
  all: [POSTS_ROOT] as const,
  /** A community feed of one mode and one feed kind (SPEC §9: keys combine a community and a feed kind). */
  feed: (communityId: string, mode: FeedMode, viewer: string | null, kind: FeedKind = 'Reps') =>
    [POSTS_ROOT, 'feed', communityId, mode, viewer, kind] as const,
  detail: (postId: string, viewer: string | null) => [POSTS_ROOT, 'detail', postId, viewer] as const,
  /** `/post/nested`: ancestors, the post, its first replies. */
  thread: (postId: string, viewer: string | null) => [POSTS_ROOT, 'thread', postId, viewer] as const,
  replies: (postId: string, viewer: string | null) => [POSTS_ROOT, 'replies', postId, viewer] as const,
  user: (userId: string, viewer: string | null) => [POSTS_ROOT, 'user', userId, viewer] as const,
  /** The viewer's bookmarks (`/post/bookmarks`), newest bookmark first. */
  bookmarks: (viewer: string | null) => [POSTS_ROOT, 'bookmarks', viewer] as const,
};

/** The feed kinds that show a post type (a new post goes to the top of these feeds). */
export const feedKindsOf = (type: PostType): FeedKind[] =>
  (Object.keys(FEED_KINDS) as FeedKind[]).filter((kind) =>
    (FEED_KINDS[kind] as readonly PostType[]).includes(type),
  );

/** The keys of every feed (both modes) of a community that shows a post of `type`. */
export function feedKeysFor(communityId: string, type: PostType, viewer: string | null): QueryKey[] {
  return feedKindsOf(type).flatMap((kind) =>
    FEED_MODES.map((mode) => postKeys.feed(communityId, mode, viewer, kind)),
  );
}

/** The next page's offset, or undefined when the last page came back short. */
function nextOffset(lastPage: PostPage, lastOffset: number): number | undefined {
  const served = lastPage.data.filter((post) => !post.localStatus).length;
  return served >= PAGE_SIZE_POSTS ? lastOffset + PAGE_SIZE_POSTS : undefined;
}

/**
 * A failed list fetch, or an answer whose data is not a list, yields an empty page with
 * fetchedRecordsCount 0 (SPEC §7; §8 "Notification fetch error: empty list"), which also ends the paging.
 */
export async function pageOrEmpty<T>(fetchPage: () => Promise<ApiList<T>>): Promise<ApiList<T>> {
  try {
    const page = await fetchPage();
    if (Array.isArray(page.data)) return page;
  } catch {
    // reported by the API client's failure listeners; the list shows as empty
  }
  return { success: true, data: [], metadata: emptyMetadata() };
}

export interface PostListOptions {
  enabled?: boolean;
  /** The first page when it is already known (a thread's first replies). */
  initialPage?: PostPage;
}

/** A paged post list with infinite scroll. */
export function usePostList(
  queryKey: QueryKey,
  fetchPage: (offset: number) => Promise<PostPage>,
  { enabled = true, initialPage }: PostListOptions = {},
) {
  return useInfiniteQuery<PostPage, Error, PostListData, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam }) => pageOrEmpty(() => fetchPage(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextOffset(lastPage, lastOffset),
    enabled,
    initialData: initialPage ? { pages: [initialPage], pageParams: [0] } : undefined,
  });
}

/**
 * A community feed of one kind (Reps, Articles, Questions), 'For you' (`/post/list`, ranked) or 'Following'
 * (`/post/following`, signed in only).
 */
export function useFeedQuery(communityId: string, mode: FeedMode, kind: FeedKind = 'Reps') {
  const viewer = useAccountId();
  const endpoint = mode === 'following' ? apiEndpoints.followingPosts : apiEndpoints.listPosts;
  return usePostList(
    postKeys.feed(communityId, mode, viewer, kind),
    (offset) =>
      callApi(endpoint, {
        communities: [communityId],
        types: [...FEED_KINDS[kind]],
        offset,
        limit: PAGE_SIZE_POSTS,
      }),
    { enabled: mode === 'for-you' || viewer !== null },
  );
}

/** The replies of a post; `initialPage` seeds the first page (from the thread). */
export function useRepliesQuery(postId: string, initialPage?: PostPage) {
  const viewer = useAccountId();
  return usePostList(
    postKeys.replies(postId, viewer),
    (offset) => callApi(apiEndpoints.replies, { postId, offset, limit: PAGE_SIZE_POSTS }),
    { initialPage },
  );
}

/** One post (`/post/get`), as a one-item page so its metadata (author profile, poll, live) comes along. */
export function usePostQuery(postId: string) {
  const viewer = useAccountId();
  return useQuery<PostPage>({
    queryKey: postKeys.detail(postId, viewer),
    queryFn: () => callApi(apiEndpoints.getPosts, { postIds: [postId] }),
  });
}

/** The thread around a post (`/post/nested`): ancestors (root first), the post, its first replies. */
export function useThreadQuery(postId: string) {
  const viewer = useAccountId();
  return useQuery<PostPage>({
    queryKey: postKeys.thread(postId, viewer),
    queryFn: () => callApi(apiEndpoints.nested, { postId }),
  });
}

/** The 'Liked by' list of a post (`/post/likes`), paged; under 'profiles' so follow updaters reach it. */
export function usePostLikesQuery(postId: string, enabled: boolean) {
  const viewer = useAccountId();
  return useInfiniteQuery<UserProfile[], Error, ProfilePages, QueryKey, number>({
    queryKey: [...profileKeys.likedBy(postId), viewer],
    queryFn: async ({ pageParam }) =>
      (await callApi(apiEndpoints.postLikes, { postId, offset: pageParam, limit: LIKED_BY_PAGE_SIZE })).data,
    initialPageParam: 0,
    getNextPageParam: nextProfileOffset(LIKED_BY_PAGE_SIZE),
    enabled,
  });
}
