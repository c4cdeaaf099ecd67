import { apiEndpoints, ok, type UserProfile } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { hydrateProfiles } from '../../hydration/profiles';
import { presentProfile } from '../../views/profile';

/** POST /api/profile/get {userIds}: profiles in the order asked; unknown ids are left out. */
export default defineRoute(apiEndpoints.getProfiles, async ({ input, viewer, ctx }) => {
  const state = await hydrateProfiles(ctx.db, viewer?.accountId ?? null, input.userIds);
  const data = input.userIds.map((id) => presentProfile(id, state)).filter((p): p is UserProfile => !!p);
  return ok(data);
});
