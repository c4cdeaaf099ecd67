import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { badgeCounts, resetNotificationBadge } from '../../notifications/queries';

/**
 * POST /api/badge/reset/notification (SPEC §7): the notification badge counts from now on (the list is being
 * viewed, SPEC §4). Answers the badge counts after the reset, as /badge/get reads them (the same input,
 * `communities` included).
 */
export default defineRoute(apiEndpoints.badgeResetNotification, async ({ input, viewer, ctx }) => {
  await resetNotificationBadge(ctx.db, viewer.accountId);
  return ok(await badgeCounts(ctx.db, viewer.accountId, input.isExtensionOrEmbedded, input.communities));
});
