import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { markNotifications } from '../../notifications/queries';

/** POST /api/notification/read {readIds, unreadIds, all?} (SPEC §7): marks the caller's notifications. */
export default defineRoute(apiEndpoints.notificationRead, async ({ input, viewer, ctx }) =>
  ok({ updated: await markNotifications(ctx.db, viewer.accountId, input) }),
);
