import { authEndpoints, ok } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { startSession } from '../../auth/session';
import { accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/linked-session → a session payload in a new refresh-token family for the caller (issue 17):
 * the website hands it to the browser extension, or to the embedded frame through its sign-in popup, so
 * each client rotates its own refresh token and signing out of one (revoking its family) leaves the others.
 * @throws ApiError Unauthorized without a valid access token; AccountBanned for a banned account
 */
export default defineRoute(authEndpoints.startLinkedSession, async ({ viewer, ctx }) => {
  const [account] = await ctx.db
    .select({
      id: accounts.id,
      status: accounts.status,
      privateKeyEnc: accounts.privateKeyEnc,
      dataKeyEnc: accounts.dataKeyEnc,
    })
    .from(accounts)
    .where(eq(accounts.id, viewer.accountId));
  if (!account || account.status === 'Deleted')
    throw new ApiError('Unauthorized', 'Account no longer exists');
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return ok(await startSession(ctx, account));
});
