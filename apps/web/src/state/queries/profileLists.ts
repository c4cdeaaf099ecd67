import {
  apiEndpoints,
  type FOLLOW_SORTS,
  normaliseSearchText,
  PAGE_SIZE_ACCOUNTS,
  type UserProfile,
} from '@rep/shared';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { nextProfileOffset, type ProfilePages } from './profileCache';
import { profileKeys } from './profiles';

/** Followers shown on the hover card, and people in the search dropdown (SPEC §9: 3 each). */
export const HOVER_CARD_FOLLOWERS = 3;
export const SEARCH_DROPDOWN_PEOPLE = 3;

export type FollowSort = (typeof FOLLOW_SORTS)[number];
export type FollowPage = 'followers' | 'following';

function useProfilePages(
  queryKey: QueryKey,
  fetchPage: (offset: number) => Promise<UserProfile[]>,
  enabled: boolean,
) {
  return useInfiniteQuery<UserProfile[], Error, ProfilePages, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextProfileOffset(PAGE_SIZE_ACCOUNTS),
    enabled,
  });
}

/** Who follows an account, or whom it follows (`/profile/followers`, `/profile/following`), page 10. */
export function useFollowListQuery(accountId: string, page: FollowPage, sort: FollowSort = 'default') {
  const viewer = useAccountId();
  const endpoint = page === 'followers' ? apiEndpoints.followers : apiEndpoints.following;
  return useProfilePages(
    profileKeys.list(page, accountId, sort, viewer),
    async (offset) =>
      (await callApi(endpoint, { userId: accountId, sort, offset, limit: PAGE_SIZE_ACCOUNTS })).data,
    !!accountId,
  );
}

/** The first followers of an account, for the hover card (SPEC §9: up to 3). */
export function useFollowersPreviewQuery(accountId: string, enabled: boolean) {
  const viewer = useAccountId();
  return useQuery<UserProfile[]>({
    queryKey: profileKeys.followersPreview(accountId, viewer),
    queryFn: async () =>
      (await callApi(apiEndpoints.followers, { userId: accountId, offset: 0, limit: HOVER_CARD_FOLLOWERS }))
        .data,
    enabled: enabled && !!accountId,
  });
}

/** People search (`/profile/search`), page 10, infinite; blocked accounts are excluded by the server. */
export function usePeopleSearchQuery(query: string) {
  const viewer = useAccountId();
  const normalised = normaliseSearchText(query);
  return useProfilePages(
    profileKeys.search(normalised, viewer),
    async (offset) =>
      (await callApi(apiEndpoints.searchProfiles, { query: normalised, offset, limit: PAGE_SIZE_ACCOUNTS }))
        .data,
    normalised.length > 0,
  );
}

/** The top people of a search, for the header dropdown (SPEC §9: 3). */
export function useTopPeopleQuery(query: string, enabled: boolean) {
  const viewer = useAccountId();
  const normalised = normaliseSearchText(query);
  return useQuery<UserProfile[]>({
    queryKey: profileKeys.searchTop(normalised, viewer),
    queryFn: async () =>
      (
        await callApi(apiEndpoints.searchProfiles, {
          query: normalised,
          offset: 0,
          limit: SEARCH_DROPDOWN_PEOPLE,
        })
      ).data,
    enabled: enabled && normalised.length > 0,
    placeholderData: (previous) => previous,
  });
}
