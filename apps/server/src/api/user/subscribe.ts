import { apiEndpoints, ok } from '@rep/shared';
import { setPostSubscription } from '../../commands/postSubscription';
import { defineRoute } from '../../http/route';

/**
 * POST /api/user/subscribe {userId, isSubscribed}: the profile's bell. While on, each new post of userId
 * notifies the caller (`FollowingCreatePost`); never sent to every follower (issue 14).
 */
export default defineRoute(apiEndpoints.subscribe, async ({ input, viewer, ctx }) =>
  ok(await setPostSubscription(ctx.db, viewer.accountId, input.userId, input.isSubscribed)),
);
