import { authEndpoints, ok } from '@rep/shared';
import { kycAdapter } from '../../adapters/kyc';
import { defineRoute } from '../../http/route';

/** POST /auth/create-verisoul: starts verification; the session is also in `message` (SPEC §7). */
export default defineRoute(authEndpoints.createVerification, async ({ viewer, ctx }) => {
  const started = await kycAdapter(ctx).createSession(viewer.accountId);
  return ok(started, started.session);
});
