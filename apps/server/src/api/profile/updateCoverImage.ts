import { apiEndpoints } from '@rep/shared';
import { updateProfile } from '../../commands/updateProfile';
import { defineRoute } from '../../http/route';
import { ownProfileResponse } from '../../views/profileList';

/** POST /api/profile/updateCoverImage {url}. */
export default defineRoute(apiEndpoints.updateCoverImage, async ({ input, viewer, ctx }) => {
  await updateProfile(ctx.db, viewer.accountId, { coverImage: input.url });
  return ownProfileResponse(ctx.db, viewer.accountId);
});
