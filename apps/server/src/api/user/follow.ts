import { apiEndpoints, ok } from '@rep/shared';
import { setFollow } from '../../commands/follow';
import { defineRoute } from '../../http/route';
import { requireVerified } from '../../policies/guards';

/** POST /api/user/follow {userId, isFollowed}: isFollowed is the wanted state (SPEC §7). */
export default defineRoute(apiEndpoints.follow, async ({ input, viewer, ctx }) => {
  requireVerified(ctx.config, viewer);
  const { isFollowed } = await setFollow(ctx.db, viewer.accountId, input.userId, input.isFollowed);
  return ok({ isFollowed });
});
