/**
 * The profiles of the accounts chat shows (members, senders), gathered from the lists' `metadata.userProfiles`
 * and loaded with `/profile/get` for members no list brought (people just added to a group).
 */
import { apiEndpoints, type UserProfile } from '@rep/shared';
import { create } from 'zustand';
import { callApi } from '../apiClient';
import { useSessionStore } from '../session';

interface ChatProfiles {
  viewer: string | null;
  profiles: Record<string, UserProfile>;
}

/** Profiles by account id, for the signed-in account's chat. */
export const useChatProfiles = create<ChatProfiles>(() => ({ viewer: null, profiles: {} }));

// Another account signs in: its chat starts without the previous one's people.
useSessionStore.subscribe((state) => {
  const viewer = state.session?.accountId ?? null;
  if (useChatProfiles.getState().viewer !== viewer) useChatProfiles.setState({ viewer, profiles: {} });
});

/** Adds `profiles` (a list's `metadata.userProfiles`) for `viewer`. */
export function addChatProfiles(viewer: string, profiles: Record<string, UserProfile>): void {
  if (Object.keys(profiles).length === 0) return;
  useChatProfiles.setState((state) => ({
    viewer,
    profiles: state.viewer === viewer ? { ...state.profiles, ...profiles } : profiles,
  }));
}

const loading = new Set<string>();

/** Loads the profiles of `userIds` not known yet (`/profile/get`); failures leave them unknown. */
export async function loadChatProfiles(viewer: string, userIds: readonly string[]): Promise<void> {
  const { profiles } = useChatProfiles.getState();
  const missing = [...new Set(userIds)].filter((id) => !profiles[id] && !loading.has(id));
  if (missing.length === 0) return;
  for (const id of missing) loading.add(id);
  try {
    const { data } = await callApi(apiEndpoints.getProfiles, { userIds: missing });
    addChatProfiles(viewer, Object.fromEntries(data.map((profile) => [profile.id, profile])));
  } catch {
    // Shown by id until a list brings them.
  } finally {
    for (const id of missing) loading.delete(id);
  }
}
