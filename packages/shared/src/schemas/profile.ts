import { z } from 'zod';
import { BIO_MAX, NAME_MAX, PAGE_SIZE_ACCOUNTS } from '../constants';
import { messages } from '../messages';
import { accountIdSchema, objectOrJson, pagingShape, searchQuerySchema } from './common';
import { contractObject } from './object';

const userIdSchema = z.string().min(1, messages.fieldRequired).max(200);

/** POST /profile/get {userIds}. */
export const getProfilesInput = contractObject({
  userIds: z
    .array(userIdSchema)
    .min(1, 'must hold at least one user id')
    .max(100, 'must hold at most 100 user ids'),
});

/** POST /user/follow {userId, isFollowed} — isFollowed is the wanted state (SPEC §7). */
export const followInput = contractObject({ userId: accountIdSchema, isFollowed: z.boolean() });

/** POST /user/block {userId, isBlocked} — isBlocked is the wanted state (SPEC §7). */
export const blockInput = contractObject({ userId: accountIdSchema, isBlocked: z.boolean() });

/** Sort orders of follower lists (SPEC §9): default (most followed first), latest, earliest. */
export const FOLLOW_SORTS = ['default', 'latest', 'earliest'] as const;

/** POST /profile/following and /profile/followers {sort, userId, offset, limit}. */
export const followListInput = contractObject({
  userId: accountIdSchema,
  sort: z.enum(FOLLOW_SORTS).default('default'),
  ...pagingShape,
  limit: pagingShape.limit.default(PAGE_SIZE_ACCOUNTS),
});

/** POST /profile/search {query, offset, limit}: '@' stripped, at most 1000 characters (SPEC §5). */
export const profileSearchInput = contractObject({
  query: searchQuerySchema,
  ...pagingShape,
  limit: pagingShape.limit.default(PAGE_SIZE_ACCOUNTS),
});

/** POST /profile/most-active and /profile/blocked {offset, limit}. */
export const accountPageInput = contractObject({
  ...pagingShape,
  limit: pagingShape.limit.default(PAGE_SIZE_ACCOUNTS),
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

/** The editable `about` fields; an object or its JSON string (SPEC §3: displayName from a JSON about field). */
export const aboutSchema = z.preprocess(
  objectOrJson,
  contractObject({
    firstName: z.string().trim().min(1, messages.fieldRequired).max(NAME_MAX).optional(),
    lastName: z.string().trim().min(1, messages.fieldRequired).max(NAME_MAX).optional(),
    bio: z.string().trim().max(BIO_MAX, `must be at most ${BIO_MAX} characters`).optional(),
    aboutme: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{3,30}$/, 'must be 3–30 lower-case letters, digits or _')
      .optional(),
  }),
);

/** POST /profile/update {about, avatar, coverImage}. */
export const updateProfileInput = contractObject({
  about: aboutSchema.optional(),
  avatar: httpUrl.nullish(),
  coverImage: httpUrl.nullish(),
});

/** POST /profile/updateAvatar and /profile/updateCoverImage {url}. */
export const imageUrlInput = contractObject({ url: httpUrl });
