import { type ApiList, type ApiSuccess, emptyMetadata, ok, type UserProfile } from '@rep/shared';
import { ApiError } from '../http/errors';
import { hydrateProfiles } from '../hydration/profiles';
import type { HydrationSource } from '../hydration/source';
import { presentProfile } from './profile';

/**
 * Hydrates and presents accounts in skeleton order (unknown ids drop), as a list envelope (DESIGN "Lists":
 * `metadata.fetchedRecordsCount` is the page's size; a profile refers to nothing else).
 */
export async function profileListResponse(
  source: HydrationSource,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ApiList<UserProfile>> {
  const state = await hydrateProfiles(source, viewerId, ids);
  const data = ids
    .map((id) => presentProfile(id, state))
    .filter((profile): profile is UserProfile => !!profile);
  return { success: true, data, metadata: { ...emptyMetadata(), fetchedRecordsCount: data.length } };
}

/** The viewer's own profile as a success envelope (after an update). */
export async function ownProfileResponse(
  source: HydrationSource,
  viewerId: string,
): Promise<ApiSuccess<UserProfile>> {
  const [profile] = (await profileListResponse(source, viewerId, [viewerId])).data;
  if (!profile) throw new ApiError('NotFound', 'Account not found');
  return ok(profile);
}
