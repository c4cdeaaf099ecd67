import { z } from 'zod';
import { ROLES } from '../entities';
import { messages } from '../messages';
import { accountIdSchema, pagingShape, postIdSchema } from './common';
import { contractObject } from './object';

const accountIds = z.array(accountIdSchema).min(1, 'must hold at least one account id').max(100);

/** POST /user/setRole {userId, role} (SysAdmin). */
export const setRoleInput = contractObject({ userId: accountIdSchema, role: z.enum(ROLES) });

/** POST /admin/delete-users {usersId} (SysAdmin). */
export const deleteUsersInput = contractObject({ usersId: accountIds });

/** POST /admin/ban-accounts {usersId, isBanned} (SysAdmin); isBanned false lifts the ban. */
export const banAccountsInput = contractObject({ usersId: accountIds, isBanned: z.boolean().default(true) });

/** POST /post/admin-remove-all-post {userId} (SysAdmin). */
export const removeAllPostsInput = contractObject({ userId: accountIdSchema });

/** POST /admin/accounts {query, offset, limit} (SysAdmin): the admin page's account list. */
export const adminAccountsInput = contractObject({
  query: z.string().trim().max(200).default(''),
  ...pagingShape,
});

/** POST /admin/reports and /admin/feedback {offset, limit} (SysAdmin). */
export const adminPageInput = contractObject({ ...pagingShape });

/** POST /api/report {postId?, accountId?, reason}: at least one target. */
export const reportInput = contractObject({
  postId: postIdSchema.optional(),
  accountId: accountIdSchema.optional(),
  reason: z.string().trim().min(1, messages.fieldRequired).max(1000, 'must be at most 1000 characters'),
}).refine((v) => v.postId || v.accountId, { message: 'postId or accountId is required', path: ['postId'] });

/** POST /api/feedback {message}. */
export const feedbackInput = contractObject({
  message: z.string().trim().min(1, messages.fieldRequired).max(5000, 'must be at most 5000 characters'),
});
