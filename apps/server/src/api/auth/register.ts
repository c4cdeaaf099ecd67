import { authEndpoints, ok } from '@rep/shared';
import { registerIdentity } from '../../commands/registerIdentity';
import { defineRoute } from '../../http/route';

/** POST /auth/register {email, password}: creates an identity; a taken email is a 409. */
export default defineRoute(authEndpoints.register, async ({ input, ctx }) => {
  const userId = await registerIdentity(ctx.db, input.email, input.password);
  return ok({ userId });
});
