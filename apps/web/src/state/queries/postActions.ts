import { apiEndpoints, messages } from '@rep/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { itemActionQueue } from '../actionQueue';
import { callApi, isForbidden } from '../apiClient';
import { type CachedPost, updatePost } from './postCache';

/** Sets the like flag (idempotent), moving the count by one when the flag changes. */
export function setLiked(client: QueryClient, postId: string, liked: boolean, numLike?: number): void {
  updatePost(client, postId, (post) => {
    if (post.isLiked === liked) return numLike === undefined ? post : { ...post, numLike };
    return { ...post, isLiked: liked, numLike: numLike ?? Math.max(0, post.numLike + (liked ? 1 : -1)) };
  });
}

/** Sets the bookmark flag (idempotent). */
export function setBookmarked(client: QueryClient, postId: string, bookmarked: boolean): void {
  updatePost(client, postId, (post) =>
    post.isBookmarked === bookmarked ? post : { ...post, isBookmarked: bookmarked },
  );
}

/** Like or unlike a post: optimistic, through the per-item action queue (SPEC §4). */
export function useLikeMutation() {
  const client = useQueryClient();
  return useCallback(
    (post: CachedPost) => {
      const target = !post.isLiked;
      setLiked(client, post.id, target);
      itemActionQueue.enqueue(`like:${post.id}`, {
        run: () => callApi(target ? apiEndpoints.likePost : apiEndpoints.unlikePost, { postId: post.id }),
        onSuccess: (response) => setLiked(client, post.id, target, response.data.numLike),
        revert: (error) => {
          setLiked(client, post.id, !target);
          if (isForbidden(error)) toast.warning(error.message);
        },
      });
    },
    [client],
  );
}

/** Bookmark or unbookmark a post: optimistic, reverted with a toast on failure (SPEC §4, §8). */
export function useBookmarkMutation() {
  const client = useQueryClient();
  return useCallback(
    (post: CachedPost) => {
      const target = !post.isBookmarked;
      setBookmarked(client, post.id, target);
      toast.success(target ? messages.bookmarked : messages.unbookmarked);
      itemActionQueue.enqueue(`bookmark:${post.id}`, {
        run: () =>
          callApi(target ? apiEndpoints.addBookmark : apiEndpoints.removeBookmark, { postId: post.id }),
        revert: () => {
          setBookmarked(client, post.id, !target);
          toast.error(messages.bookmarkFailed);
        },
      });
    },
    [client],
  );
}
