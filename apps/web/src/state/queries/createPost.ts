import {
  apiEndpoints,
  type LiveSchedule,
  messages,
  NO_MEDIA,
  type Poll,
  type Post,
  type PostMedia,
  type PostType,
  type UserProfile,
} from '@rep/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, callApi, explainedElsewhere } from '../apiClient';
import { useAccountId } from '../session';
import {
  type CachedPost,
  type DraftRefs,
  prependPost,
  rekeyLive,
  rekeyPoll,
  replacePost,
  updatePost,
} from './postCache';
import { postKeys } from './posts';
import { decrementPostLimit, getCachedOwnProfile } from './profiles';

/** A post to publish. */
export interface NewPost {
  communityId: string;
  postType: PostType;
  body: string;
  title?: string;
  /** The post it refers to: the parent (replies, answers, comments), the quoted post or the re-posted one. */
  reference?: CachedPost;
  /** The referenced post's author, so the draft's card can show the quoted or re-posted post's author. */
  referenceAuthor?: UserProfile;
  /** A poll's options (blank ones dropped) and its end time, epoch ms. */
  poll?: { options: string[]; pollLength: number };
  /** A live schedule's start and end, epoch ms. */
  live?: { startAt: number; endAt: number };
  /** An article's rich text: the editor's JSON document (issue 16; the server renders and sanitises it). */
  document?: Record<string, unknown>;
  /**
   * The post's image, GIF or video (issue 16): `url` is `/storage/ipfs/<cid>` for uploads, the link for a GIF
   * or a video link; `alt` an image's description. Sent as media, mediaValue and mediaAlt.
   */
  media?: PostMedia;
  /** The lists the draft is shown at the top of (feeds, a post's replies). */
  listKeys: QueryKey[];
  /** The draft's temporary id ({@link draftId}). */
  tempId: string;
}

const REPLY_TYPES: readonly PostType[] = [
  'Reply',
  'OutThreadReply',
  'AnswerComment',
  'ArticleComment',
  'LiveScheduleComment',
];

/** The catalogue's failure text of a creation (SPEC §8). */
export function createFailedText(type: PostType): string {
  if (type === 'RePost') return messages.rerepFailed;
  if (type === 'Answer') return messages.postCreateFailed('Answered');
  return messages.postCreateFailed(REPLY_TYPES.includes(type) ? 'Replied' : 'Posted');
}

/** The counter of the referenced post a new post raises. */
function counterOf(type: PostType): 'numComment' | 'numQuote' | 'numRerep' {
  return type === 'QuotePost' ? 'numQuote' : type === 'RePost' ? 'numRerep' : 'numComment';
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A temporary id for a draft: letters and digits (SPEC §9), never a server id. */
export function draftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `draft_${Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

/** The local draft shown while the post is published (SPEC §4 "Post status"). */
export function makeDraft(input: NewPost, accountId: string): CachedPost {
  return {
    id: input.tempId,
    accountId,
    communityId: input.communityId,
    title: input.title ?? '',
    body: input.body,
    time: new Date().toISOString(),
    status: 'Active',
    isDeleted: false,
    postType: { type: input.postType, post_id: input.reference?.id ?? null },
    media: input.media ?? NO_MEDIA,
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

/** The draft's live schedule: not started, nobody watching, streamed by its author. */
function draftLive(input: NewPost, live: NonNullable<NewPost['live']>, accountId: string): LiveSchedule {
  return {
    liveId: input.tempId,
    streamerId: accountId,
    startAt: new Date(live.startAt).toISOString(),
    endAt: new Date(live.endAt).toISOString(),
    createdAt: new Date().toISOString(),
    startedAt: null,
    endedAt: null,
    viewers: 0,
    status: 'Inactive',
  };
}

/** What the draft's card looks up: its poll or live schedule, and the post it quotes or re-posts. */
function draftRefs(input: NewPost, accountId: string): DraftRefs {
  const refs: DraftRefs = {};
  if (input.reference) refs.posts = { [input.reference.id]: input.reference };
  if (input.referenceAuthor) refs.userProfiles = { [input.referenceAuthor.id]: input.referenceAuthor };
  if (input.poll) {
    const poll: Poll = {
      id: input.tempId,
      options: input.poll.options,
      votes: input.poll.options.map(() => 0),
      pollLength: new Date(input.poll.pollLength).toISOString(),
      voted: -1,
    };
    refs.polls = { [input.tempId]: poll };
  }
  if (input.live) refs.lives = { [input.tempId]: draftLive(input, input.live, accountId) };
  return refs;
}

/** Moves the referenced post's counter (and the re-post flag) by `delta`. */
function bumpReference(client: ReturnType<typeof useQueryClient>, input: NewPost, delta: 1 | -1): void {
  if (!input.reference) return;
  const counter = counterOf(input.postType);
  updatePost(client, input.reference.id, (post) => ({
    ...post,
    [counter]: Math.max(0, post[counter] + delta),
    ...(input.postType === 'RePost' ? { isRereped: delta > 0 } : {}),
  }));
}

/**
 * Publishes a post of any type optimistically (SPEC §4): a draft goes to the top of the lists at once (with
 * its poll, live schedule or the post it quotes), is replaced by the server's post on success (the poll or
 * live schedule re-keyed to the server id), and is marked error on failure with the catalogue's toast.
 */
export function useCreatePostMutation(options: { mutationKey?: QueryKey } = {}) {
  const client = useQueryClient();
  const viewer = useAccountId();
  return useMutation<Post, Error, NewPost, { unloaded: QueryKey[] }>({
    mutationKey: options.mutationKey,
    mutationFn: async (input) =>
      (
        await callApi(apiEndpoints.createPost, {
          communityId: input.communityId,
          title: input.title ?? '',
          body: input.body,
          postType: input.postType,
          postTypeValue: input.poll ?? input.live ?? input.reference?.id ?? null,
          ...(input.document ? { document: input.document } : {}),
          ...(input.media && input.media.type !== 'Standard'
            ? { media: input.media.type, mediaValue: input.media.url, mediaAlt: input.media.alt ?? '' }
            : {}),
        })
      ).data,
    onMutate: async (input) => {
      const unloaded: QueryKey[] = [];
      if (!viewer) return { unloaded };
      const draft = makeDraft(input, viewer);
      const author = getCachedOwnProfile(client, viewer);
      const refs = draftRefs(input, viewer);
      for (const key of input.listKeys) {
        if (!client.getQueryData(key)) {
          // Still loading: its first answer may predate the post, so it is refetched once the post exists.
          unloaded.push(key);
          continue;
        }
        // A refetch in flight would overwrite the draft.
        await client.cancelQueries({ queryKey: key, exact: true });
        prependPost(client, key, draft, author, refs);
      }
      bumpReference(client, input, 1);
      return { unloaded };
    },
    onSuccess: (post, input, context) => {
      replacePost(client, input.tempId, post);
      if (input.poll) rekeyPoll(client, input.tempId, post.id);
      if (input.live) rekeyLive(client, input.tempId, post.id);
      for (const key of context.unloaded) void client.invalidateQueries({ queryKey: key, exact: true });
      if (input.postType === 'RePost') toast.success(messages.rerepSucceeded);
      if (!viewer) return;
      decrementPostLimit(client, viewer);
      // The account page's lists (one per tab) start with this key.
      void client.invalidateQueries({ queryKey: postKeys.user(viewer, viewer) });
    },
    onError: (error, input) => {
      updatePost(client, input.tempId, (post) => ({ ...post, localStatus: 'error' }));
      bumpReference(client, input, -1);
      if (input.postType === 'RePost' && error instanceof ApiError && error.code === 'AlreadyRereped') {
        updatePost(client, input.reference!.id, (post) => ({ ...post, isRereped: true }));
      }
      if (!explainedElsewhere(error))
        toast.error(createFailedText(input.postType), { description: error.message });
    },
  });
}
