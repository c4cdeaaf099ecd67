import { apiEndpoints, messages, type PostLimitInfo, type UserProfile } from '@rep/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { itemActionQueue } from '../actionQueue';
import { callApi, isForbidden } from '../apiClient';
import { useAccountId } from '../session';

/** Query keys of profiles and the post limit. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (accountId: string, viewer: string | null) => ['profiles', 'detail', accountId, viewer] as const,
  postLimit: (viewer: string) => ['profiles', 'post-limit', viewer] as const,
};

/** A profile (`/profile/get`); null when the account does not exist. */
export function useProfileQuery(accountId: string | null) {
  const viewer = useAccountId();
  return useQuery<UserProfile | null>({
    queryKey: profileKeys.detail(accountId ?? '', viewer),
    queryFn: async () => (await callApi(apiEndpoints.getProfiles, { userIds: [accountId!] })).data[0] ?? null,
    enabled: !!accountId,
  });
}

/** The signed-in account's profile, as cached (for drafts). */
export function getCachedOwnProfile(client: QueryClient, viewer: string): UserProfile | undefined {
  return client.getQueryData<UserProfile | null>(profileKeys.detail(viewer, viewer)) ?? undefined;
}

/** The daily post allowance of the signed-in account. */
export function usePostLimitQuery() {
  const viewer = useAccountId();
  return useQuery<PostLimitInfo>({
    queryKey: profileKeys.postLimit(viewer ?? ''),
    queryFn: async () => (await callApi(apiEndpoints.postLimitInfo, {})).data,
    enabled: !!viewer,
  });
}

/** Decrements the cached post allowance after a created post, floor 0 (SPEC §4 "Composer"). */
export function decrementPostLimit(client: QueryClient, viewer: string): void {
  client.setQueryData<PostLimitInfo>(profileKeys.postLimit(viewer), (info) =>
    info ? { ...info, available: Math.max(0, info.available - 1) } : info,
  );
}

function setFollowed(client: QueryClient, accountId: string, followed: boolean): void {
  client.setQueriesData<UserProfile | null>({ queryKey: ['profiles', 'detail', accountId] }, (profile) =>
    profile && profile.meFollowed !== followed
      ? {
          ...profile,
          meFollowed: followed,
          numFollower: Math.max(0, profile.numFollower + (followed ? 1 : -1)),
        }
      : profile,
  );
}

/** Follow or unfollow an account: optimistic, through the per-item action queue (SPEC §4). */
export function useFollowMutation() {
  const client = useQueryClient();
  return useCallback(
    (profile: UserProfile) => {
      const target = !profile.meFollowed;
      const handle = profile.username ?? profile.displayName;
      setFollowed(client, profile.id, target);
      itemActionQueue.enqueue(`follow:${profile.id}`, {
        run: () => callApi(apiEndpoints.follow, { userId: profile.id, isFollowed: target }),
        onSuccess: () => toast.success(target ? messages.followed(handle) : messages.unfollowed(handle)),
        revert: (error) => {
          setFollowed(client, profile.id, !target);
          if (isForbidden(error)) toast.warning(error.message);
        },
      });
    },
    [client],
  );
}
