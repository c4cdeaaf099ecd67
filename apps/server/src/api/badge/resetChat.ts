import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { badgeCounts } from '../../notifications/queries';

/**
 * POST /api/badge/reset/chat {conversations} (SPEC §7): clears the unread counts of the caller's given
 * conversations. Chat arrives with issue 15; until then there are no conversations to clear, and the call
 * answers the badge counts.
 */
export default defineRoute(apiEndpoints.badgeResetChat, async ({ viewer, ctx }) =>
  ok(await badgeCounts(ctx.db, viewer.accountId, false)),
);
