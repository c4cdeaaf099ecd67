import { authEndpoints, ok } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { rotateRefreshToken } from '../../auth/tokens';
import { accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/** POST /auth/refresh-session {refresh} → {access, refresh, stream}, rotating the refresh token. */
export default defineRoute(authEndpoints.refreshSession, async ({ input, ctx }) => {
  const { accountId, tokens } = await rotateRefreshToken(ctx, input.refresh);
  const [account] = await ctx.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || account.status === 'Deleted')
    throw new ApiError('Unauthorized', 'Account no longer exists');
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return ok(tokens);
});
