import { authEndpoints, ok } from '@rep/shared';
import { eq, or } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { defineRoute } from '../../http/route';

/** GET /auth/userExisted?userId= → whether an active account exists for this identity or account id. */
export default defineRoute(
  authEndpoints.userExisted,
  async ({ input, ctx }) => {
    const [row] = await ctx.db
      .select({ status: accounts.status })
      .from(accounts)
      .where(or(eq(accounts.identityId, input.userId), eq(accounts.id, input.userId)));
    return ok(!!row && row.status !== 'Deleted');
  },
  { limit: 'read' },
);
