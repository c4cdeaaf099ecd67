import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { requireSelf } from '../../notifications/caller';
import { savePushSubscription } from '../../notifications/pushSubscriptions';

/**
 * POST /api/notification/register {token, userId} (SPEC §7): saves this browser's web push subscription
 * (`token`: `PushSubscription.toJSON()`, or its JSON text) for the caller.
 */
export default defineRoute(apiEndpoints.notificationRegister, async ({ input, viewer, ctx }) => {
  requireSelf(viewer, input.userId);
  await savePushSubscription(ctx.db, viewer.accountId, input.token);
  return ok({ registered: true });
});
