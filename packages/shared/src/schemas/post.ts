import { z } from 'zod';
import { ARTICLE_BODY_MAX, POST_TEXT_MAX, TITLE_MAX } from '../constants';
import { MEDIA_TYPES, POST_TYPES, type PostType } from '../entities';
import { messages } from '../messages';
import { communityIdSchema, pagingShape, postIdSchema, targetCommunitySchema } from './common';

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

/**
 * POST /post/create-post {communityId, title, body, postType, postTypeValue, media, mediaValue} (SPEC §3, §7).
 * Title and body are trimmed; short posts hold at most 512 characters; text or media is required
 * (a RePost carries neither).
 */
export const createPostInput = z
  .object({
    communityId: targetCommunitySchema,
    title: z.string().trim().max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`).default(''),
    body: z
      .string()
      .trim()
      .max(ARTICLE_BODY_MAX, `must be at most ${ARTICLE_BODY_MAX} characters`)
      .default(''),
    postType: z.enum(POST_TYPES).default('Standard'),
    postTypeValue: z.union([z.string().max(4096), z.record(z.string(), z.unknown())]).nullish(),
    media: z.enum(MEDIA_TYPES).default('Standard'),
    mediaValue: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .max(2048)
      .nullish(),
  })
  .superRefine((value, ctx) => {
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
    if (value.postType !== 'RePost' && !value.body && !value.title && !hasMedia) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: messages.emptyPost });
    }
    if (REFERENCE_POST_TYPES.includes(value.postType) && typeof value.postTypeValue !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['postTypeValue'], message: 'must be the referenced post id' });
    }
  });
export type CreatePostInput = z.infer<typeof createPostInput>;

/** POST /post/list and /post/following {communities, types, offset, limit, nested, profilesRequired}. */
export const listPostsInput = z.object({
  communities: z.array(communityIdSchema).max(50).optional(),
  types: z.array(z.enum(POST_TYPES)).max(POST_TYPES.length).optional(),
  ...pagingShape,
  nested: z.boolean().default(false),
  profilesRequired: z.boolean().default(true),
});
export type ListPostsInput = z.infer<typeof listPostsInput>;

/** POST /post/get {postIds, nested, profilesRequired}. */
export const getPostsInput = z.object({
  postIds: z
    .array(postIdSchema)
    .min(1, 'must hold at least one post id')
    .max(100, 'must hold at most 100 post ids'),
  nested: z.boolean().default(false),
  profilesRequired: z.boolean().default(true),
});

/** POST /post/replies {postId, offset, limit}. */
export const repliesInput = z.object({
  postId: postIdSchema,
  ...pagingShape,
  profilesRequired: z.boolean().default(true),
});

/** POST /post/user {userId, communities, types, offset, limit}. */
export const userPostsInput = listPostsInput.extend({ userId: z.string().min(1).max(200) });

/** POST /post/bookmarks {types, communities, offset, limit}. */
export const bookmarksInput = listPostsInput;
