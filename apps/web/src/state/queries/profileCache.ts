import type { UserProfile } from '@rep/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Profile lists as cached: a plain list (preview, dropdown) or pages of a list (follow lists, search). */
export type ProfilePages = InfiniteData<UserProfile[], number>;

const isProfile = (value: unknown): value is UserProfile =>
  typeof value === 'object' && value !== null && 'id' in value && 'meFollowed' in value;

const isPages = (value: unknown): value is ProfilePages =>
  typeof value === 'object' && value !== null && 'pages' in value;

function mapList(list: UserProfile[], fn: (profile: UserProfile) => UserProfile): UserProfile[] {
  const next = list.map(fn);
  return next.every((profile, i) => profile === list[i]) ? list : next;
}

/**
 * Applies `fn` to every profile of a cached `profiles` query: a profile, a list or pages of a list. Other
 * data (the post limit) is returned as is.
 */
export function mapProfiles<D>(data: D, fn: (profile: UserProfile) => UserProfile): D {
  if (Array.isArray(data)) return mapList(data as UserProfile[], fn) as D;
  if (isPages(data)) {
    const pages = data.pages.map((page) => mapList(page, fn));
    return (pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages }) as D;
  }
  return isProfile(data) ? (fn(data) as D) : data;
}

/** Updates the profile `accountId` in every cached profile query. Returns whether any copy changed. */
export function updateProfile(
  client: QueryClient,
  accountId: string,
  fn: (profile: UserProfile) => UserProfile,
): boolean {
  let changed = false;
  client.setQueriesData<unknown>({ queryKey: ['profiles'] }, (data: unknown) =>
    mapProfiles(data, (profile) => {
      if (profile.id !== accountId) return profile;
      const next = fn(profile);
      if (next !== profile) changed = true;
      return next;
    }),
  );
  return changed;
}

/**
 * Sets the viewer's follow flag on `accountId` (idempotent), moving its follower count and the viewer's
 * following count by one when the flag changes.
 */
export function setFollowed(client: QueryClient, viewer: string, accountId: string, followed: boolean): void {
  const changed = updateProfile(client, accountId, (profile) =>
    profile.meFollowed === followed
      ? profile
      : {
          ...profile,
          meFollowed: followed,
          numFollower: Math.max(0, profile.numFollower + (followed ? 1 : -1)),
        },
  );
  if (!changed) return;
  updateProfile(client, viewer, (profile) => ({
    ...profile,
    numFollowing: Math.max(0, profile.numFollowing + (followed ? 1 : -1)),
  }));
}

/** The next offset of a profile list, or undefined when the last page came back short. */
export function nextProfileOffset(pageSize: number) {
  return (lastPage: UserProfile[], _pages: unknown, lastOffset: number): number | undefined =>
    lastPage.length >= pageSize ? lastOffset + pageSize : undefined;
}

/** The profiles of a paged list, duplicates dropped. */
export function flattenProfiles(data: ProfilePages | undefined): UserProfile[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flat().filter((profile) => !seen.has(profile.id) && !!seen.add(profile.id));
}
