import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { updateProfile } from '../../commands/updateProfile';
import { defineRoute } from '../../http/route';
import { ownProfileResponse } from '../../views/profileList';

/** POST /api/profile/update {about, avatar, coverImage}: answers the updated profile. */
export default defineRoute(apiEndpoints.updateProfile, async ({ input, viewer, ctx }) => {
  await updateProfile(ctx.db, viewer.accountId, input);
  ctx.changes.record([changeKeys.account(viewer.accountId)]);
  return ownProfileResponse(ctx, viewer.accountId);
});
