import { apiEndpoints, ok } from '@rep/shared';
import { setBlock } from '../../commands/block';
import { defineRoute } from '../../http/route';

/** POST /api/user/block {userId, isBlocked}: isBlocked is the wanted state; blocking removes follows both ways. */
export default defineRoute(apiEndpoints.block, async ({ input, viewer, ctx }) => {
  const { isBlocked } = await setBlock(ctx.db, viewer.accountId, input.userId, input.isBlocked);
  return ok({ isBlocked });
});
