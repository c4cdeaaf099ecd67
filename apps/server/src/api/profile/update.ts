import { apiEndpoints } from '@rep/shared';
import { updateProfile } from '../../commands/updateProfile';
import { defineRoute } from '../../http/route';
import { ownProfileResponse } from '../../views/profileList';

/** POST /api/profile/update {about, avatar, coverImage}: answers the updated profile. */
export default defineRoute(apiEndpoints.updateProfile, async ({ input, viewer, ctx }) => {
  await updateProfile(ctx.db, viewer.accountId, input);
  return ownProfileResponse(ctx.db, viewer.accountId);
});
