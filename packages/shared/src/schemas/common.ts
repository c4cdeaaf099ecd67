import { z } from 'zod';
import { COMMUNITY_ID_PATTERN, DEFAULT_COMMUNITY_ID } from '../communities';
import { PAGE_SIZE_MAX, PAGE_SIZE_POSTS } from '../constants';

/** A community id: named or page-address (base64). */
export const communityIdSchema = z
  .string()
  .regex(COMMUNITY_ID_PATTERN, 'must be a community id (letters, digits, +/=)');
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
export const postIdInput = z.object({ postId: postIdSchema });

/** An empty body (calls that take no input). */
export const emptyInput = z.object({}).default({});
