import { apiEndpoints, messages, type Post } from '@rep/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { type CachedPost, prependPost, replacePost, updatePost } from './postCache';
import { decrementPostLimit, getCachedOwnProfile } from './profiles';

export interface CreatePostOptions {
  /** The lists the new post appears at the top of (a feed, or a post's replies). */
  listKeys: QueryKey[];
  communityId: string;
  /** Set for a reply: the parent post id (postType 'Reply'). */
  parentId?: string;
}

interface Variables {
  body: string;
  tempId: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A temporary id for a draft: letters and digits (SPEC §9), never a server id. */
export function draftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `draft_${Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

/** The local draft shown while the post is published (SPEC §4 "Post status"). */
export function makeDraft(
  id: string,
  accountId: string,
  communityId: string,
  body: string,
  parentId?: string,
): CachedPost {
  return {
    id,
    accountId,
    communityId,
    title: '',
    body,
    time: new Date().toISOString(),
    status: 'Active',
    isDeleted: false,
    postType: { type: parentId ? 'Reply' : 'Standard', post_id: parentId ?? null },
    media: null,
    numComment: 0,
    numLike: 0,
    numRerep: 0,
    numQuote: 0,
    isLiked: false,
    isBookmarked: false,
    isRereped: false,
    localStatus: 'draft',
  };
}

/**
 * Publishes a post or reply optimistically: a draft goes to the top of the lists at once, is replaced by the
 * server's post on success, and is marked error on failure with the catalogue's toast.
 */
export function useCreatePostMutation({ listKeys, communityId, parentId }: CreatePostOptions) {
  const client = useQueryClient();
  const viewer = useAccountId();
  return useMutation<Post, Error, Variables, { unloaded: QueryKey[] }>({
    mutationFn: async ({ body }) =>
      (
        await callApi(apiEndpoints.createPost, {
          communityId,
          body,
          postType: parentId ? 'Reply' : 'Standard',
          postTypeValue: parentId ?? null,
        })
      ).data,
    onMutate: async ({ body, tempId }) => {
      const unloaded: QueryKey[] = [];
      if (!viewer) return { unloaded };
      const draft = makeDraft(tempId, viewer, communityId, body, parentId);
      const author = getCachedOwnProfile(client, viewer);
      for (const key of listKeys) {
        if (!client.getQueryData(key)) {
          // Still loading: its first answer may predate the post, so it is refetched once the post exists.
          unloaded.push(key);
          continue;
        }
        // A refetch in flight would overwrite the draft.
        await client.cancelQueries({ queryKey: key, exact: true });
        prependPost(client, key, draft, author);
      }
      if (parentId) updatePost(client, parentId, (post) => ({ ...post, numComment: post.numComment + 1 }));
      return { unloaded };
    },
    onSuccess: (post, { tempId }, context) => {
      replacePost(client, tempId, post);
      for (const key of context.unloaded) void client.invalidateQueries({ queryKey: key, exact: true });
      if (viewer) decrementPostLimit(client, viewer);
    },
    onError: (error, { tempId }) => {
      updatePost(client, tempId, (post) => ({ ...post, localStatus: 'error' }));
      if (parentId)
        updatePost(client, parentId, (post) => ({ ...post, numComment: Math.max(0, post.numComment - 1) }));
      toast.error(messages.postCreateFailed(parentId ? 'Replied' : 'Posted'), { description: error.message });
    },
  });
}
