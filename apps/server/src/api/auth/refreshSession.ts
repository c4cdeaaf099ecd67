import { authEndpoints, ok } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { sessionPayload } from '../../auth/session';
import { rotateRefreshToken } from '../../auth/tokens';
import { accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/refresh-session {refresh} → the session payload (access, refresh, stream as SPEC §7 lists,
 * plus accountId, encryptionKey, privateKey), rotating the refresh token. The web app keeps only the
 * refresh token in storage and rebuilds its session with this call after a reload. Rate-limited as a
 * read: every page load makes one, and a refresh token cannot be guessed.
 */
export default defineRoute(
  authEndpoints.refreshSession,
  async ({ input, ctx }) => {
    const { accountId, tokens } = await rotateRefreshToken(ctx, input.refresh);
    const [account] = await ctx.db
      .select({
        id: accounts.id,
        status: accounts.status,
        privateKeyEnc: accounts.privateKeyEnc,
        dataKeyEnc: accounts.dataKeyEnc,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account || account.status === 'Deleted')
      throw new ApiError('Unauthorized', 'Account no longer exists');
    if (account.status === 'Banned') throw new ApiError('AccountBanned');
    return ok(sessionPayload(ctx, account, tokens));
  },
  { limit: 'read' },
);
