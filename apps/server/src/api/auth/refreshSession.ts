import { authEndpoints, ok } from '@rep/shared';
import { loadSessionAccount, sessionPayload } from '../../auth/session';
import { rotateRefreshToken } from '../../auth/tokens';
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
    return ok(sessionPayload(ctx, await loadSessionAccount(ctx, accountId), tokens));
  },
  { limit: 'read' },
);
