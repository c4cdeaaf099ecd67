import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { badgeCounts } from '../../notifications/queries';

/**
 * POST /api/badge/get {isExtensionOrEmbedded, communities?} (SPEC §7): `{notifications, repSocialNotifications,
 * conversations}`; with `communities`, `notifications` is those communities' unread count (badgeGetInput).
 */
export default defineRoute(apiEndpoints.badgeGet, async ({ input, viewer, ctx }) =>
  ok(await badgeCounts(ctx.db, viewer.accountId, input.isExtensionOrEmbedded, input.communities)),
);
