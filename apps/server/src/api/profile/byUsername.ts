import { apiEndpoints, ok } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { profileListResponse } from '../../views/profileList';

/**
 * POST /api/profile/by-username {username}: the profile behind a handle, as /profile/get presents it (a
 * mention links to it). @throws AccountNotFound (404) when no account has the handle, or it is not shown
 */
export default defineRoute(apiEndpoints.profileByUsername, async ({ input, viewer, ctx }) => {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, input.username));
  const [profile] = row ? (await profileListResponse(ctx.db, viewer?.accountId ?? null, [row.id])).data : [];
  if (!profile) throw new ApiError('AccountNotFound');
  return ok(profile);
});
