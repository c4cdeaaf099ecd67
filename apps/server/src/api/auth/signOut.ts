import { authEndpoints, ok } from '@rep/shared';
import { revokeRefreshFamily } from '../../auth/tokens';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/sign-out {refresh}: revokes every refresh token of the session (its family), so a copied
 * refresh token stops working at once; access tokens end with their 15 minutes. The spec names no
 * sign-out call (docs/DECISIONS.md "Security"). Answers 200 for a token already revoked or used.
 */
export default defineRoute(
  authEndpoints.signOut,
  async ({ input, ctx }) => {
    await revokeRefreshFamily(ctx, input.refresh);
    return ok(null);
  },
  { limit: 'read' },
);
