import { z } from 'zod';
import { ROLES, type Role } from '../entities';
import { messages } from '../messages';
import { accountIdSchema, pagingShape, postIdSchema } from './common';
import { contractObject } from './object';

const accountIds = z.array(accountIdSchema).min(1, 'must hold at least one account id').max(100);

/** The role of each KYC level, by number and by name (SPEC §3: levels NONE 0, SILVER 1, GOLD 2, SYSTEM_ADMIN 3). */
const ROLE_OF_LEVEL: Readonly<Record<string, Role>> = {
  ...{ 0: 'Non', 1: 'Silver', 2: 'Gold', 3: 'SysAdmin' },
  ...{ NONE: 'Non', SILVER: 'Silver', GOLD: 'Gold', SYSTEM_ADMIN: 'SysAdmin' },
};

/**
 * A KYC role: its name (`SysAdmin`, `Gold`, `Silver`, `Non`) or, as SPEC §3 also gives it, its level as a
 * number or a name (`2`, `'GOLD'`), read as the role.
 */
export const roleSchema = z.preprocess(
  (value) =>
    typeof value === 'number' || typeof value === 'string' ? (ROLE_OF_LEVEL[value] ?? value) : value,
  z.enum(ROLES),
);

/** POST /user/setRole {userId, role} (SysAdmin). */
export const setRoleInput = contractObject({ userId: accountIdSchema, role: roleSchema });

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
