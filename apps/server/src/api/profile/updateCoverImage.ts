import { apiEndpoints } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { updateProfile } from '../../commands/updateProfile';
import { defineRoute } from '../../http/route';
import { ownProfileResponse } from '../../views/profileList';

/** POST /api/profile/updateCoverImage {url}. */
export default defineRoute(apiEndpoints.updateCoverImage, async ({ input, viewer, ctx }) => {
  await updateProfile(ctx.db, viewer.accountId, { coverImage: input.url });
  ctx.changes.record([changeKeys.account(viewer.accountId)]);
  return ownProfileResponse(ctx, viewer.accountId);
});
