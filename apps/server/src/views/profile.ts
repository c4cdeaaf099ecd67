import { messages, type ProfileStatus, type UserProfile } from '@rep/shared';
import type { AccountRow, ProfileHydration } from '../hydration/profiles';

/** Display name from the first and last name of the JSON `about` field (SPEC §3); 'Unknown' when empty. */
export function displayNameOf(about: AccountRow['about'] | null | undefined): string {
  const name = [about?.firstName, about?.lastName].filter(Boolean).join(' ').trim();
  return name || messages.unknownUser;
}

/** The viewer-relative status of an account (SPEC §3: Active, Deleted, Blocks, IsBlocked). */
function statusOf(row: AccountRow, h: ProfileHydration): ProfileStatus {
  if (row.status === 'Deleted') return 'Deleted';
  if (h.blocking.has(row.id)) return 'Blocks';
  if (h.blockedBy.has(row.id)) return 'IsBlocked';
  return 'Active';
}

/** Presents an account as a profile (SPEC §3). Pure; undefined when the account is not hydrated. */
export function presentProfile(id: string, h: ProfileHydration): UserProfile | undefined {
  const row = h.accounts.get(id);
  if (!row) return undefined;
  const deleted = row.status === 'Deleted';
  return {
    id: row.id,
    avatar: deleted ? null : row.avatar,
    thumbnail: deleted ? null : row.coverImage,
    displayName: deleted ? messages.unknownUser : displayNameOf(row.about),
    bio: deleted ? '' : row.bio,
    aboutme: deleted ? '' : row.aboutme,
    invitedBy: row.invitedBy,
    numFollower: row.numFollower,
    numFollowing: row.numFollowing,
    numPosts: row.numPosts,
    meFollowed: h.following.has(row.id),
    followedMe: h.followers.has(row.id),
    meSubscribed: h.subscribed.has(row.id),
    status: statusOf(row, h),
    isDeleted: deleted,
    role: row.role,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
  };
}
