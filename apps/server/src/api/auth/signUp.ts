import { authEndpoints, ok } from '@rep/shared';
import { verifyPasswordIdentity } from '../../auth/identity';
import { startSession } from '../../auth/session';
import { createAccount } from '../../commands/createAccount';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/sign-up {userId, idToken, provider, payload}: creates the Rep account of a verified identity
 * and answers the session payload. The payload's credentials must prove the identity `userId`.
 */
export default defineRoute(authEndpoints.signUp, async ({ input, ctx }) => {
  const { email, password, firstName, lastName } = input.payload;
  await ctx.rateLimits?.consumeIdentity(email);
  const identityId = await verifyPasswordIdentity(ctx.db, email, password);
  if (identityId !== input.userId) throw new ApiError('Forbidden', 'userId does not match the credentials');
  const account = await createAccount(ctx.db, ctx.secrets.masterKey, { identityId, firstName, lastName });
  return ok(await startSession(ctx, account));
});
