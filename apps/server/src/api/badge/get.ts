import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { badgeCounts } from '../../notifications/queries';

/** POST /api/badge/get {isExtensionOrEmbedded} (SPEC §7): `{notifications, repSocialNotifications, conversations}`. */
export default defineRoute(apiEndpoints.badgeGet, async ({ input, viewer, ctx }) =>
  ok(await badgeCounts(ctx.db, viewer.accountId, input.isExtensionOrEmbedded)),
);
