import {
  apiEndpoints,
  authEndpoints,
  type EndpointInput,
  messages,
  type PostLimitInfo,
  type UserProfile,
} from '@rep/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { itemActionQueue } from '../actionQueue';
import { ApiError, callApi, explainedElsewhere, isForbidden } from '../apiClient';
import { useAccountId, useSessionStore } from '../session';
import { POSTS_ROOT } from './postCache';
import { setFollowed, updateProfile } from './profileCache';

/** Query keys of profiles, profile lists and the post limit. All start with 'profiles' (see profileCache). */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (accountId: string, viewer: string | null) => ['profiles', 'detail', accountId, viewer] as const,
  byUsername: (username: string, viewer: string | null) =>
    ['profiles', 'by-username', username, viewer] as const,
  postLimit: (viewer: string) => ['profiles', 'post-limit', viewer] as const,
  list: (kind: 'followers' | 'following', accountId: string, sort: string, viewer: string | null) =>
    ['profiles', 'list', kind, accountId, sort, viewer] as const,
  followersPreview: (accountId: string, viewer: string | null) =>
    ['profiles', 'followers-preview', accountId, viewer] as const,
  search: (query: string, viewer: string | null) => ['profiles', 'search', query, viewer] as const,
  searchTop: (query: string, viewer: string | null) => ['profiles', 'search-top', query, viewer] as const,
  /** Every viewer's 'Liked by' list of a post (`/post/likes`; the query adds the viewer): a like invalidates it. */
  likedBy: (postId: string) => ['profiles', 'liked-by', postId] as const,
};

/** The name a toast or dialog shows for an account: its username, else its display name. */
export const profileHandle = (profile: Pick<UserProfile, 'username' | 'displayName'>): string =>
  profile.username ?? profile.displayName;

/** A profile (`/profile/get`); null when the account does not exist. */
export function useProfileQuery(accountId: string | null) {
  const viewer = useAccountId();
  return useQuery<UserProfile | null>({
    queryKey: profileKeys.detail(accountId ?? '', viewer),
    queryFn: async () => (await callApi(apiEndpoints.getProfiles, { userIds: [accountId!] })).data[0] ?? null,
    enabled: !!accountId,
  });
}

/** The profile behind a handle (`/profile/by-username`, for mentions); null when no account has it. */
export function useProfileByUsernameQuery(username: string) {
  const viewer = useAccountId();
  return useQuery<UserProfile | null>({
    queryKey: profileKeys.byUsername(username, viewer),
    queryFn: async () => {
      try {
        return (await callApi(apiEndpoints.profileByUsername, { username })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
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

/** Follow or unfollow an account: optimistic, through the per-item action queue (SPEC §4). */
export function useFollowMutation() {
  const client = useQueryClient();
  return useCallback(
    (profile: UserProfile) => {
      const viewer = useSessionStore.getState().session?.accountId;
      if (!viewer) return;
      const target = !profile.meFollowed;
      const handle = profileHandle(profile);
      setFollowed(client, viewer, profile.id, target);
      itemActionQueue.enqueue(`follow:${profile.id}`, {
        run: () => callApi(apiEndpoints.follow, { userId: profile.id, isFollowed: target }),
        onSuccess: () => {
          toast.success(target ? messages.followed(handle) : messages.unfollowed(handle));
          // Who follows whom changed: the lists showing it load again.
          void client.invalidateQueries({ queryKey: ['profiles', 'followers-preview', profile.id] });
          void client.invalidateQueries({ queryKey: ['profiles', 'list', 'followers', profile.id] });
          void client.invalidateQueries({ queryKey: ['profiles', 'list', 'following', viewer] });
        },
        revert: (error) => {
          setFollowed(client, viewer, profile.id, !target);
          if (explainedElsewhere(error)) return;
          if (isForbidden(error)) toast.warning(error.message);
          else toast.error(error instanceof Error ? error.message : messages.signInError);
        },
      });
    },
    [client],
  );
}

/**
 * The profile's bell (`/user/subscribe`): the viewer gets a `FollowingCreatePost` notification for each new
 * post of the account, or stops. Optimistic on `meSubscribed`, through the per-item action queue (SPEC §4).
 */
export function useSubscribeMutation() {
  const client = useQueryClient();
  return useCallback(
    (profile: UserProfile) => {
      const target = !profile.meSubscribed;
      const handle = profileHandle(profile);
      const setSubscribed = (subscribed: boolean) =>
        updateProfile(client, profile.id, (cached) =>
          cached.meSubscribed === subscribed ? cached : { ...cached, meSubscribed: subscribed },
        );
      setSubscribed(target);
      itemActionQueue.enqueue(`subscribe:${profile.id}`, {
        run: () => callApi(apiEndpoints.subscribe, { userId: profile.id, isSubscribed: target }),
        onSuccess: () =>
          toast.success(
            target
              ? `You'll be notified of new posts by ${handle}`
              : `No more notifications of ${handle}'s posts`,
          ),
        revert: (error) => {
          setSubscribed(!target);
          if (explainedElsewhere(error)) return;
          toast.error(error instanceof Error ? error.message : messages.signInError);
        },
      });
    },
    [client],
  );
}

/** Block or unblock an account (`/user/block`); its posts lists are reloaded (blocks hide posts both ways). */
export function useBlockMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, block }: { profile: UserProfile; block: boolean }) =>
      callApi(apiEndpoints.block, { userId: profile.id, isBlocked: block }),
    onSuccess: (_result, { profile, block }) => {
      updateProfile(client, profile.id, (cached) => ({
        ...cached,
        status: block ? 'Blocks' : 'Active',
        meFollowed: block ? false : cached.meFollowed,
      }));
      void client.invalidateQueries({ queryKey: profileKeys.detail(profile.id, null).slice(0, 3) });
      void client.invalidateQueries({ queryKey: [POSTS_ROOT, 'user', profile.id] });
      toast.success(messages.actionSucceeded(block ? 'Blocked' : 'Unblocked'));
    },
    onError: (error) => {
      if (!explainedElsewhere(error)) toast.error(error.message);
    },
  });
}

type ProfileUpdate = EndpointInput<typeof apiEndpoints.updateProfile>;

/** Updates the signed-in account's profile (`/profile/update`) and stores the answer. */
export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) => (await callApi(apiEndpoints.updateProfile, input)).data,
    onSuccess: (profile) => {
      updateProfile(client, profile.id, (cached) => ({
        ...cached,
        ...profile,
        meFollowed: cached.meFollowed,
      }));
    },
  });
}

/** Deletes the signed-in account (`DELETE /auth/delete`) and signs out (SPEC §4: a deleted account signs out). */
export function useDeleteOwnAccountMutation() {
  return useMutation({
    mutationFn: () => callApi(authEndpoints.deleteSelf, {}),
    onSuccess: () => useSessionStore.getState().signOut(),
  });
}
