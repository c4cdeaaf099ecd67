import { z } from 'zod';
import { BIO_MAX, NAME_MAX, PAGE_SIZE_ACCOUNTS } from '../constants';
import { messages } from '../messages';
import { HANDLE_BODY, HANDLE_MAX, HANDLE_MIN, HANDLE_RULES_MESSAGE } from '../rules/handles';
import { accountIdSchema, objectOrJson, pagingShape, searchQuerySchema } from './common';
import { contractObject } from './object';
import { STORED_MEDIA_PATH } from './post';

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
/**
 * An image of a profile: an http(s) URL, the site's own generated avatar (`/avatars/<style>/<seed>.svg`) or a
 * picture uploaded and cropped in the profile editor (`/storage/ipfs/<cid>`, issue 16).
 */
const imageUrl = z.union(
  [
    httpUrl,
    z.string().regex(/^\/avatars\/[a-z-]+\/[A-Za-z0-9._-]{1,64}\.svg$/),
    z.string().regex(STORED_MEDIA_PATH),
  ],
  { error: 'must be an http(s) URL or /storage/ipfs/<cid>' },
);

/** A handle as typed (trimmed, lower-cased), under the rules of `rules/handles.ts`. */
export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, HANDLE_RULES_MESSAGE)
  .max(HANDLE_MAX, HANDLE_RULES_MESSAGE)
  .regex(new RegExp(`^${HANDLE_BODY}$`), HANDLE_RULES_MESSAGE);

/** The editable `about` fields; an object or its JSON string (SPEC §3: displayName from a JSON about field). */
export const aboutSchema = z.preprocess(
  objectOrJson,
  contractObject({
    firstName: z.string().trim().min(1, messages.fieldRequired).max(NAME_MAX).optional(),
    lastName: z.string().trim().min(1, messages.fieldRequired).max(NAME_MAX).optional(),
    bio: z.string().trim().max(BIO_MAX, `must be at most ${BIO_MAX} characters`).optional(),
    aboutme: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
    username: handleSchema.optional(),
  }),
);

/** POST /profile/update {about, avatar, coverImage}. */
export const updateProfileInput = contractObject({
  about: aboutSchema.optional(),
  avatar: imageUrl.nullish(),
  coverImage: imageUrl.nullish(),
});

/** POST /profile/updateAvatar and /profile/updateCoverImage {url}. */
export const imageUrlInput = contractObject({ url: imageUrl });

/** POST /profile/by-username {username}: the account behind a handle (mentions link to it). */
export const profileByUsernameInput = contractObject({ username: handleSchema });
