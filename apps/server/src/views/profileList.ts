import { type ApiSuccess, ok, type UserProfile } from '@rep/shared';
import type { Executor } from '../db/client';
import { ApiError } from '../http/errors';
import { hydrateProfiles } from '../hydration/profiles';
import { presentProfile } from './profile';

/** Hydrates and presents accounts in skeleton order (unknown ids drop). */
export async function profileListResponse(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ApiSuccess<UserProfile[]>> {
  const state = await hydrateProfiles(db, viewerId, ids);
  return ok(
    ids.map((id) => presentProfile(id, state)).filter((profile): profile is UserProfile => !!profile),
  );
}

/** The viewer's own profile as a success envelope (after an update). */
export async function ownProfileResponse(db: Executor, viewerId: string): Promise<ApiSuccess<UserProfile>> {
  const [profile] = (await profileListResponse(db, viewerId, [viewerId])).data;
  if (!profile) throw new ApiError('NotFound', 'Account not found');
  return ok(profile);
}
