import { apiEndpoints } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { profileListResponse } from '../../views/profileList';

/** POST /api/profile/get {userIds}: profiles in the order asked; unknown ids are left out. */
export default defineRoute(apiEndpoints.getProfiles, async ({ input, viewer, ctx }) =>
  profileListResponse(ctx.db, viewer?.accountId ?? null, input.userIds),
);
