import { z } from 'zod';
import {
  ALT_TEXT_MAX,
  ARTICLE_BODY_MAX,
  LIKED_BY_PAGE_SIZE,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POST_TEXT_MAX,
  TITLE_MAX,
} from '../constants';
import { MEDIA_TYPES, POST_TYPES, type PostType } from '../entities';
import { messages } from '../messages';
import { parseTime } from '../rules/text';
import { isPlayableVideoLink } from '../rules/video';
import {
  communityIdSchema,
  objectOrJson,
  pagingShape,
  postIdSchema,
  searchQuerySchema,
  targetCommunitySchema,
} from './common';
import { contractObject } from './object';

/** Post types whose `postTypeValue` is the id of another post. */
export const REFERENCE_POST_TYPES: readonly PostType[] = [
  'Reply',
  'OutThreadReply',
  'QuotePost',
  'RePost',
  'Answer',
  'AnswerComment',
  'ArticleComment',
  'LiveScheduleComment',
];

/** Post types whose body may be long-form (everything else obeys {@link POST_TEXT_MAX}). */
export const LONG_FORM_POST_TYPES: readonly PostType[] = ['Article'];

const timeSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const ms = parseTime(value);
  if (Number.isNaN(ms))
    ctx.addIssue({ code: 'custom', message: 'must be epoch milliseconds or an ISO 8601 time' });
  return ms;
});

/**
 * A poll's `postTypeValue` (SPEC §5): 2–5 options of at most 25 characters, blanks dropped, options 1 and 2
 * required; `pollLength` is the end time (epoch ms or ISO 8601). An object or its JSON string.
 */
export const pollValueSchema = z.preprocess(
  objectOrJson,
  contractObject({
    options: z
      .array(z.string().trim().max(POLL_OPTION_MAX, messages.maxOptionLength))
      .max(POLL_MAX_OPTIONS + 10, messages.cannotAddMoreOptions)
      .transform((options) => options.filter((option) => option !== ''))
      .pipe(
        z
          .array(z.string())
          .min(POLL_MIN_OPTIONS, messages.fieldRequired)
          .max(POLL_MAX_OPTIONS, messages.cannotAddMoreOptions),
      ),
    pollLength: timeSchema,
  }),
);
export type PollValue = z.output<typeof pollValueSchema>;

/** A live schedule's `postTypeValue`: {startAt, endAt} (epoch ms or ISO 8601), end after start. */
export const liveValueSchema = z.preprocess(
  objectOrJson,
  contractObject({ startAt: timeSchema, endAt: timeSchema }).refine((v) => v.endAt > v.startAt, {
    message: 'must be after startAt',
    path: ['endAt'],
  }),
);
export type LiveValue = z.output<typeof liveValueSchema>;

/** A stored object's root-relative address (`/storage/ipfs/<CIDv1>`), as uploads answer it (issue 16). */
export const STORED_MEDIA_PATH = /^\/storage\/ipfs\/b[a-z2-7]{20,200}$/;

/**
 * An image's description for screen readers (issue 16, 'Add description'): trimmed, at most
 * {@link ALT_TEXT_MAX} characters (as Mastodon); '' for none. Posts' `mediaAlt` and article image nodes'
 * `attrs.alt` both take it.
 */
export const altTextSchema = z
  .string()
  .trim()
  .max(ALT_TEXT_MAX, `must be at most ${ALT_TEXT_MAX} characters`);

/**
 * The first image node of an article document (the editor's JSON, issue 16) whose `attrs.alt` is neither
 * absent, null nor an {@link altTextSchema} text: its path inside the document (…, 'attrs', 'alt') and the
 * problem; null when every image's alt is fine. Walks without recursion, so any nesting depth is safe.
 */
export function articleImageAltIssue(document: unknown): { path: PropertyKey[]; message: string } | null {
  const stack: { node: unknown; path: PropertyKey[] }[] = [{ node: document, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop() as { node: unknown; path: PropertyKey[] };
    if (typeof node !== 'object' || node === null) continue;
    const { type, attrs, content } = node as { type?: unknown; attrs?: unknown; content?: unknown };
    if (type === 'image' && typeof attrs === 'object' && attrs !== null) {
      const alt = (attrs as { alt?: unknown }).alt;
      const issue = alt == null ? undefined : altTextSchema.safeParse(alt).error?.issues[0];
      if (issue) return { path: [...path, 'attrs', 'alt'], message: issue.message };
    }
    if (Array.isArray(content)) {
      for (let index = content.length - 1; index >= 0; index -= 1)
        stack.push({ node: content[index], path: [...path, 'content', index] });
    }
  }
  return null;
}

/**
 * POST /post/create-post {communityId, title, body, postType, postTypeValue, media, mediaValue} (SPEC §3, §7).
 * Title and body are trimmed; short posts hold at most 512 characters; text or media is required
 * (a RePost carries neither).
 */
export const createPostInput = contractObject({
  communityId: targetCommunitySchema,
  title: z.string().trim().max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`).default(''),
  body: z.string().trim().max(ARTICLE_BODY_MAX, `must be at most ${ARTICLE_BODY_MAX} characters`).default(''),
  postType: z.enum(POST_TYPES).default('Standard'),
  postTypeValue: z.union([z.string().max(4096), z.record(z.string(), z.unknown())]).nullish(),
  media: z.enum(MEDIA_TYPES).default('Standard'),
  mediaValue: z
    .union([
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
      z.string().regex(STORED_MEDIA_PATH, 'must be an http(s) URL or /storage/ipfs/<cid>'),
    ])
    .nullish(),
  /** An image's description for screen readers (issue 16); '' for none. */
  mediaAlt: altTextSchema.default(''),
  /**
   * An article's rich text (issue 16): the editor's JSON document (an object, or its JSON text). The server
   * renders and sanitises its HTML; `body` then carries the plain text (search, cards, reading time).
   */
  document: z.preprocess(objectOrJson, z.record(z.string(), z.unknown())).nullish(),
}).superRefine((value, ctx) => {
  if (!LONG_FORM_POST_TYPES.includes(value.postType) && value.body.length > POST_TEXT_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: `must be at most ${POST_TEXT_MAX} characters`,
    });
  }
  const hasMedia = value.media !== 'Standard' && !!value.mediaValue;
  if (value.media !== 'Standard' && !value.mediaValue) {
    ctx.addIssue({ code: 'custom', path: ['mediaValue'], message: messages.fieldRequired });
  }
  // A video is an uploaded file (/storage/ipfs/<cid>) or a YouTube link it can play (SPEC §5, §8 'Invalid url').
  if (
    value.media === 'Video' &&
    value.mediaValue &&
    !STORED_MEDIA_PATH.test(value.mediaValue) &&
    !isPlayableVideoLink(value.mediaValue)
  ) {
    ctx.addIssue({ code: 'custom', path: ['mediaValue'], message: messages.invalidUrl });
  }
  if (value.postType !== 'RePost' && !value.body && !value.title && !hasMedia) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: messages.emptyPost });
  }
  if (REFERENCE_POST_TYPES.includes(value.postType) && typeof value.postTypeValue !== 'string') {
    ctx.addIssue({ code: 'custom', path: ['postTypeValue'], message: 'must be the referenced post id' });
  }
  // An article image's description (issue 16): a text of at most ALT_TEXT_MAX characters, as a post's.
  const altIssue = value.document ? articleImageAltIssue(value.document) : null;
  if (altIssue) {
    ctx.addIssue({ code: 'custom', path: ['document', ...altIssue.path], message: altIssue.message });
  }
  const nested =
    value.postType === 'Poll' ? pollValueSchema : value.postType === 'LiveSchedule' ? liveValueSchema : null;
  const parsed = nested?.safeParse(value.postTypeValue);
  for (const issue of parsed?.error?.issues ?? []) {
    ctx.addIssue({
      code: 'custom',
      path: ['postTypeValue', ...issue.path.map(String)],
      message: issue.message,
    });
  }
});
export type CreatePostInput = z.infer<typeof createPostInput>;

/** POST /post/list and /post/following {communities, types, offset, limit, nested, profilesRequired}. */
export const listPostsInput = contractObject({
  communities: z.array(communityIdSchema).max(50).optional(),
  types: z.array(z.enum(POST_TYPES)).max(POST_TYPES.length).optional(),
  ...pagingShape,
  nested: z.boolean().default(false),
  profilesRequired: z.boolean().default(true),
});
export type ListPostsInput = z.infer<typeof listPostsInput>;

/** POST /post/get {postIds, nested, profilesRequired}. */
export const getPostsInput = contractObject({
  postIds: z
    .array(postIdSchema)
    .min(1, 'must hold at least one post id')
    .max(100, 'must hold at most 100 post ids'),
  nested: z.boolean().default(false),
  profilesRequired: z.boolean().default(true),
});

/** POST /post/replies {postId, offset, limit}. */
export const repliesInput = contractObject({
  postId: postIdSchema,
  ...pagingShape,
  profilesRequired: z.boolean().default(true),
});

/** POST /post/user {userId, communities, types, offset, limit}. */
export const userPostsInput = contractObject({
  ...listPostsInput.shape,
  userId: z.string().min(1).max(200),
});

/** POST /post/bookmarks {types, communities, offset, limit}. */
export const bookmarksInput = listPostsInput;

/** POST /post/poll-post {optionIndex, pollId}: `pollId` is the poll's post id. */
export const pollVoteInput = contractObject({
  pollId: postIdSchema,
  optionIndex: z
    .number()
    .int('must be an integer')
    .min(0, 'must be 0 or more')
    .max(POLL_MAX_OPTIONS - 1),
});

/** POST /post/nested {postId}: the thread around a post. */
export const nestedInput = contractObject({
  postId: postIdSchema,
  profilesRequired: z.boolean().default(true),
});

/** POST /post/hashtag {hashtag, communities, types, offset, limit}: '#' optional; no types means every type. */
export const hashtagInput = contractObject({
  types: z.array(z.enum(POST_TYPES)).max(POST_TYPES.length).optional(),
  hashtag: z
    .string()
    .trim()
    .transform((tag) => tag.replace(/^#/, '').toLowerCase())
    .pipe(z.string().min(1, messages.fieldRequired).max(100)),
  communities: z.array(communityIdSchema).max(50).optional(),
  ...pagingShape,
  profilesRequired: z.boolean().default(true),
});

/** POST /post/likes {postId, offset, limit}: the 'Liked by' list. */
export const postLikesInput = contractObject({
  postId: postIdSchema,
  ...pagingShape,
  limit: pagingShape.limit.default(LIKED_BY_PAGE_SIZE),
});

/** POST /post/search {query, offset, limit, postTypes, communityId, profilesRequired} (SPEC §5 "Search"). */
export const searchPostsInput = contractObject({
  query: searchQuerySchema,
  postTypes: z.array(z.enum(POST_TYPES)).max(POST_TYPES.length).optional(),
  communityId: communityIdSchema.optional(),
  ...pagingShape,
  profilesRequired: z.boolean().default(true),
});
