import { apiEndpoints, messages, type UserProfile } from '@rep/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { itemActionQueue } from '../actionQueue';
import { callApi, explainedElsewhere, isForbidden } from '../apiClient';
import { useAccountId } from '../session';
import { draftId, useCreatePostMutation } from './createPost';
import { type CachedPost, POSTS_ROOT, removePosts, updatePost } from './postCache';
import { feedKeysFor, postKeys } from './posts';
import { profileKeys, useBlockMutation } from './profiles';

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
        onSuccess: (response) => {
          setLiked(client, post.id, target, response.data.numLike);
          // The post's 'Liked by' list now has (or lacks) the viewer.
          void client.invalidateQueries({ queryKey: profileKeys.likedBy(post.id) });
        },
        revert: (error) => {
          setLiked(client, post.id, !target);
          if (!explainedElsewhere(error) && isForbidden(error)) toast.warning(error.message);
        },
      });
    },
    [client],
  );
}

/** Bookmark or unbookmark a post: optimistic, reverted with a toast on failure (SPEC §4, §8). */
export function useBookmarkMutation() {
  const client = useQueryClient();
  const viewer = useAccountId();
  return useCallback(
    (post: CachedPost) => {
      const target = !post.isBookmarked;
      setBookmarked(client, post.id, target);
      toast.success(target ? messages.bookmarked : messages.unbookmarked);
      itemActionQueue.enqueue(`bookmark:${post.id}`, {
        run: () =>
          callApi(target ? apiEndpoints.addBookmark : apiEndpoints.removeBookmark, { postId: post.id }),
        // The bookmarks page gains or loses the post on its next visit (a card on it keeps its place now).
        onSuccess: () =>
          void client.invalidateQueries({ queryKey: postKeys.bookmarks(viewer), refetchType: 'none' }),
        revert: (error) => {
          setBookmarked(client, post.id, !target);
          if (!explainedElsewhere(error)) toast.error(messages.bookmarkFailed);
        },
      });
    },
    [client, viewer],
  );
}

const REREP_KEY = ['rerep'] as const;

/**
 * ReRep (SPEC §4, §8): not queued; while one runs another is refused with 'Another process is running, please
 * wait'. A draft re-post goes to the top of the Reps feeds and the original is flagged as re-posted.
 */
export function useRerep() {
  const client = useQueryClient();
  const viewer = useAccountId();
  const create = useCreatePostMutation({ mutationKey: [...REREP_KEY] });
  return (post: CachedPost, author?: UserProfile) => {
    if (client.isMutating({ mutationKey: [...REREP_KEY] }) > 0) {
      toast.warning(messages.anotherProcessRunning);
      return;
    }
    create.mutate({
      communityId: post.communityId,
      postType: 'RePost',
      body: '',
      reference: post,
      referenceAuthor: author,
      listKeys: feedKeysFor(post.communityId, 'RePost', viewer),
      tempId: draftId(),
    });
  };
}

/** Deletes a post (`/post/hide-post`): show → hiding → hidden, back to show on failure (SPEC §4). */
export function useDeletePostMutation() {
  const client = useQueryClient();
  return useMutation<unknown, Error, CachedPost>({
    mutationFn: (post) => callApi(apiEndpoints.hidePost, { postId: post.id }),
    onMutate: (post) => updatePost(client, post.id, (cached) => ({ ...cached, deletion: 'hiding' })),
    onSuccess: (_result, post) => {
      removePosts(client, (cached) => cached.id === post.id);
      toast.success(messages.deleteSucceeded);
    },
    onError: (_error, post) => {
      updatePost(client, post.id, (cached) => ({ ...cached, deletion: undefined }));
      toast.error(messages.deleteFailed);
    },
  });
}

/**
 * Blocks a post's author (through the profile block mutation): their posts leave every list at once, and the
 * post lists are reloaded since blocks hide posts both ways.
 */
export function useBlockAuthor() {
  const client = useQueryClient();
  const block = useBlockMutation();
  return (author: UserProfile) =>
    block.mutate(
      { profile: author, block: true },
      {
        onSuccess: () => {
          removePosts(client, (post) => post.accountId === author.id);
          void client.invalidateQueries({ queryKey: [POSTS_ROOT] });
        },
      },
    );
}
