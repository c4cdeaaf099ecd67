import { apiEndpoints } from '@rep/shared';
import { updateProfile } from '../../commands/updateProfile';
import { defineRoute } from '../../http/route';
import { ownProfileResponse } from '../../views/profileList';

/** POST /api/profile/updateAvatar {url}. */
export default defineRoute(apiEndpoints.updateAvatar, async ({ input, viewer, ctx }) => {
  await updateProfile(ctx.db, viewer.accountId, { avatar: input.url });
  return ownProfileResponse(ctx.db, viewer.accountId);
});
