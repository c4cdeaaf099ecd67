import { authEndpoints, ok } from '@rep/shared';
import { findAccountByIdentity, verifyPasswordIdentity } from '../../auth/identity';
import { startSession } from '../../auth/session';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * POST /auth/sign-in/ {idToken, provider, payload}, limited per email as well as per IP. An identity
 * without an account answers 404 'Account does not exist' with `data.userId` so the web app opens
 * registration (SPEC §8).
 */
export default defineRoute(authEndpoints.signIn, async ({ input, ctx }) => {
  await ctx.rateLimits?.consumeIdentity(input.payload.email);
  const identityId = await verifyPasswordIdentity(ctx.db, input.payload.email, input.payload.password);
  const account = await findAccountByIdentity(ctx.db, identityId);
  if (!account || account.status === 'Deleted') {
    throw new ApiError('AccountNotFound', undefined, account ? undefined : { userId: identityId });
  }
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return ok(await startSession(ctx, account));
});
