import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { blockedSkeleton } from '../../skeletons/profiles';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/blocked: the accounts the viewer blocks. */
export default defineRoute(apiEndpoints.blockedProfiles, async ({ input, viewer, ctx }) =>
  profileListResponse(ctx.db, viewer.accountId, await blockedSkeleton(ctx.db, viewer.accountId, input)),
);
