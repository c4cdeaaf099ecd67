import { apiEndpoints, emptyMetadata, type ListMetadata } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { hydrateProfiles } from '../../hydration/profiles';
import { requireSelf } from '../../notifications/caller';
import { listNotifications } from '../../notifications/queries';
import { presentNotification } from '../../notifications/store';
import { presentProfile } from '../../views/profile';

/**
 * POST /api/notification/list {unread, offset, limit, userId, communities?, since?, isExtensionOrEmbedded?}
 * (SPEC §7): the caller's notifications newest first, under the display rules of SPEC §4, with the senders'
 * profiles in `metadata.userProfiles` (for names and avatars of grouped rows).
 */
export default defineRoute(apiEndpoints.notificationList, async ({ input, viewer, ctx }) => {
  requireSelf(viewer, input.userId);
  const rows = await listNotifications(ctx.db, {
    recipientId: viewer.accountId,
    embedded: input.isExtensionOrEmbedded,
    unread: input.unread,
    since: input.since,
    communities: input.communities,
    offset: input.offset,
    limit: input.limit,
  });
  const senders = [...new Set(rows.map((row) => row.senderId))];
  const profiles = await hydrateProfiles(ctx.db, viewer.accountId, senders);
  const metadata: ListMetadata = { ...emptyMetadata(), fetchedRecordsCount: rows.length };
  for (const id of senders) {
    const profile = presentProfile(id, profiles);
    if (profile) metadata.userProfiles[id] = profile;
  }
  return { success: true as const, data: rows.map(presentNotification), metadata };
});
