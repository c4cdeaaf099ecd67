import { emptyMetadata, type ListMetadata } from '@rep/shared';
import type { Executor } from '../db/client';
import { hydrateProfiles } from '../hydration/profiles';
import { presentProfile } from '../views/profile';

/**
 * A chat list's `metadata` (DESIGN.md "Lists"): the page's size and the profiles of the accounts it names
 * (members, senders) as the viewer sees them.
 */
export async function chatListMetadata(
  db: Executor,
  viewerId: string,
  accountIds: readonly string[],
  fetchedRecordsCount: number,
): Promise<ListMetadata> {
  const ids = [...new Set(accountIds)];
  const profiles = await hydrateProfiles(db, viewerId, ids);
  const metadata: ListMetadata = { ...emptyMetadata(), fetchedRecordsCount };
  for (const id of ids) {
    const profile = presentProfile(id, profiles);
    if (profile) metadata.userProfiles[id] = profile;
  }
  return metadata;
}
