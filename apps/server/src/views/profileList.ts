import { type ApiList, type ApiSuccess, emptyMetadata, ok, type UserProfile } from '@rep/shared';
import type { Executor } from '../db/client';
import { ApiError } from '../http/errors';
import { hydrateProfiles } from '../hydration/profiles';
import { presentProfile } from './profile';

/**
 * The read pipeline of a profile list: hydrates the skeleton's accounts with the viewer's follows and
 * blocks, and presents them in skeleton order (unknown ids drop) as a list envelope (DESIGN "Lists":
 * `metadata.fetchedRecordsCount` is the page's size; a profile refers to nothing else). Which accounts a
 * list may show is its skeleton's rule (skeletons/profiles.ts).
 */
export async function profileListResponse(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ApiList<UserProfile>> {
  const state = await hydrateProfiles(db, viewerId, ids);
  const data = ids
    .map((id) => presentProfile(id, state))
    .filter((profile): profile is UserProfile => !!profile);
  return { success: true, data, metadata: { ...emptyMetadata(), fetchedRecordsCount: data.length } };
}

/** The viewer's own profile as a success envelope (after an update). */
export async function ownProfileResponse(db: Executor, viewerId: string): Promise<ApiSuccess<UserProfile>> {
  const [profile] = (await profileListResponse(db, viewerId, [viewerId])).data;
  if (!profile) throw new ApiError('NotFound', 'Account not found');
  return ok(profile);
}
