import { z } from 'zod';
import { accountIdSchema } from './common';

/** POST /profile/get {userIds}. */
export const getProfilesInput = z.object({
  userIds: z
    .array(z.string().min(1).max(200))
    .min(1, 'must hold at least one user id')
    .max(100, 'must hold at most 100 user ids'),
});

/** POST /user/follow {userId, isFollowed} — isFollowed is the wanted state (SPEC §7). */
export const followInput = z.object({ userId: accountIdSchema, isFollowed: z.boolean() });
