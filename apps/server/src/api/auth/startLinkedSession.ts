import { authEndpoints, ok } from '@rep/shared';
import { loadSessionAccount, startSession } from '../../auth/session';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/linked-session → a session payload in a new refresh-token family for the caller (issue 17):
 * the website hands it to the browser extension, or to the embedded frame through its sign-in popup, so
 * each client rotates its own refresh token and signing out of one (revoking its family) leaves the others.
 * @throws ApiError Unauthorized without a valid access token; AccountBanned for a banned account
 */
export default defineRoute(authEndpoints.startLinkedSession, async ({ viewer, ctx }) =>
  ok(await startSession(ctx, await loadSessionAccount(ctx, viewer.accountId))),
);
