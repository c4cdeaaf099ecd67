import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { removePushSubscription } from '../../notifications/pushSubscriptions';

/**
 * POST /api/notification/deactivate {token} (SPEC §7; §4 push-token deactivation on sign-out): removes the
 * caller's subscription with that endpoint.
 */
export default defineRoute(apiEndpoints.notificationDeactivate, async ({ input, viewer, ctx }) =>
  ok({ deactivated: await removePushSubscription(ctx.db, viewer.accountId, input.token) }),
);
