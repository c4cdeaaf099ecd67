import { z } from 'zod';
import {
  COMMUNITY_ID_PATTERN,
  COMMUNITY_PREFIXES,
  type CommunityPrefix,
  DEFAULT_COMMUNITY_ID,
} from '../communities';
import { PAGE_SIZE_MAX, PAGE_SIZE_POSTS, SEARCH_TEXT_MAX } from '../constants';
import { messages } from '../messages';
import { normaliseSearchText } from '../rules/text';
import { contractObject } from './object';

/**
 * A community id: named or page-address (base64). The `community` route values of SPEC §2 (`rep`,
 * `gala-friends`, …) read as the ids they select (`Rep`, `GalaFriends`, …): a client written from the spec
 * knows the communities by those names. No base64 page address can equal one (length, characters).
 */
export const communityIdSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && Object.hasOwn(COMMUNITY_PREFIXES, value)
      ? COMMUNITY_PREFIXES[value as CommunityPrefix]
      : value,
  z.string().regex(COMMUNITY_ID_PATTERN, 'must be a community id (letters, digits, +/=)'),
);
export type CommunityId = z.infer<typeof communityIdSchema>;

/** The community of a new post; defaults to `Rep`. */
export const targetCommunitySchema = communityIdSchema.default(DEFAULT_COMMUNITY_ID);

/** A post id: `<CommunityId>_<random letters and digits>`. */
export const postIdSchema = z.string().min(3, 'must be a post id').max(600, 'must be a post id');

/** An account id: `client|<random letters and digits>`. */
export const accountIdSchema = z
  .string()
  .regex(/^client\|[A-Za-z0-9]{1,64}$/, "must be an account id ('client|…')");

/** Offset paging (DESIGN.md "Lists"): offset from 0, limit 1–100. */
export const pagingShape = {
  offset: z.number().int('must be an integer').min(0, 'must be 0 or more').max(1_000_000).default(0),
  limit: z
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_POSTS),
};

/** `{ postId }` — the input of single-post calls (like, bookmark, hide, replies). */
export const postIdInput = contractObject({ postId: postIdSchema });

/** An empty body (calls that take no input). */
export const emptyInput = contractObject({}).default({});

/** Preprocess step for fields sent as an object or as its JSON string: parses a string, keeps the rest. */
export const objectOrJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** A search text (SPEC §5 "Search"): at most 1000 characters, '@' stripped, trimmed, not empty. */
export const searchQuerySchema = z
  .string()
  .max(SEARCH_TEXT_MAX, messages.searchTooLong)
  .transform(normaliseSearchText)
  .pipe(z.string().min(1, messages.fieldRequired));
