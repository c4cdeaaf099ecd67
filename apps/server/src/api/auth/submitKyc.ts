import { authEndpoints, ok, ROLE_LEVELS } from '@rep/shared';
import { kycAdapter } from '../../adapters/kyc';
import { setRole } from '../../commands/moderation';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/** POST /auth/kyc {session}: a verified person becomes `Silver` (higher roles are kept). */
export default defineRoute(authEndpoints.submitKyc, async ({ input, viewer, ctx }) => {
  if (!(await kycAdapter(ctx).isVerified(viewer.accountId, input.session)))
    throw new ApiError('VerificationFailed');
  if (ROLE_LEVELS[viewer.role] >= ROLE_LEVELS.Silver) return ok({ role: viewer.role });
  const { role } = await setRole(ctx.db, viewer.accountId, 'Silver');
  return ok({ role });
});
