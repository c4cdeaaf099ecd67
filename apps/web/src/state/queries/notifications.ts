import { apiEndpoints, type BadgeCounts, PAGE_SIZE_POSTS } from '@rep/shared';
import {
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { isEmbedded } from '../../app/frame';
import { callApi, explainedElsewhere } from '../apiClient';
import { useAccountId } from '../session';
import {
  type NotificationListData,
  type NotificationPage,
  notificationKeys,
  setNotificationsRead,
  updateNotificationBadge,
} from './notificationCache';
import { pageOrEmpty } from './posts';

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = PAGE_SIZE_POSTS;

/**
 * The viewer's notifications (`/notification/list`), newest first, paged, under the display rules of where the
 * app runs (SPEC §4: in the extension or the frame only community-specific notifications, `isEmbedded()`).
 * A failed fetch is an empty page (SPEC §8 "Notification fetch error: empty list"). Loaded again each time the
 * page opens; while it is cached the socket's notifications are put on top (state/notificationSync.ts), of any
 * community: a caller narrowing by `communities` filters the rows it shows too.
 * @param communities only these communities' notifications (the extension's side panel: its page's); the
 *   cache key stays the viewer's one list, since a page shows one list
 */
export function useNotificationsQuery(communities?: readonly string[]) {
  const viewer = useAccountId();
  return useInfiniteQuery<NotificationPage, Error, NotificationListData, QueryKey, number>({
    queryKey: notificationKeys.list(viewer),
    queryFn: ({ pageParam }) =>
      pageOrEmpty(() =>
        callApi(apiEndpoints.notificationList, {
          offset: pageParam,
          limit: NOTIFICATIONS_PAGE_SIZE,
          // The website's call stays as it was; the extension and the frame ask for their own rules.
          ...(isEmbedded() ? { isExtensionOrEmbedded: true } : {}),
          ...(communities ? { communities: [...communities] } : {}),
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.data.length >= NOTIFICATIONS_PAGE_SIZE ? lastOffset + NOTIFICATIONS_PAGE_SIZE : undefined,
    enabled: viewer !== null,
    refetchOnMount: 'always',
  });
}

/** The badge counts (`/badge/get`, the display rules of where the app runs: `isEmbedded()`); kept current by the socket (state/notificationSync.ts). */
export function useBadgeQuery() {
  const viewer = useAccountId();
  return useQuery<BadgeCounts>({
    queryKey: notificationKeys.badge(viewer),
    queryFn: async () => (await callApi(apiEndpoints.badgeGet, { isExtensionOrEmbedded: isEmbedded() })).data,
    enabled: viewer !== null,
  });
}

/**
 * The unread count of one community's notifications (`/badge/get {communities: [communityId]}`, under the
 * display rules of where the app runs): all of them, not cut by the badge's reset, which belongs to the
 * website's list (the extension side panel's bell, SPEC §4). Kept current by the socket's notifications of
 * that community (state/notificationSync.ts) and loaded again after notifications are marked read.
 */
export function usePageBadgeQuery(communityId: string) {
  const viewer = useAccountId();
  return useQuery<number>({
    queryKey: notificationKeys.pageBadge(viewer, communityId),
    queryFn: async () =>
      (
        await callApi(apiEndpoints.badgeGet, {
          isExtensionOrEmbedded: isEmbedded(),
          communities: [communityId],
        })
      ).data.notifications,
    enabled: viewer !== null,
  });
}

/**
 * Resets the notification badge (`/badge/reset/notification`: the list is being viewed, SPEC §4): 0 at once
 * (a load of the badge under way is cancelled), then the server's counts. On failure the badge is loaded again.
 */
export async function resetNotificationBadge(client: QueryClient, viewer: string): Promise<void> {
  // A load already under way may read the count from before the reset: its answer must not land after ours.
  await client.cancelQueries({ queryKey: notificationKeys.badge(viewer) });
  updateNotificationBadge(client, viewer, () => 0);
  try {
    const { data } = await callApi(apiEndpoints.badgeResetNotification, {
      isExtensionOrEmbedded: isEmbedded(),
    });
    client.setQueryData(notificationKeys.badge(viewer), data);
  } catch {
    void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
  }
}

/**
 * What to mark read: ids; `'all'` for the website's 'Mark all as read' (`{all: true}`, which also reaches pages
 * not loaded); or a page's 'Mark all as read' in the extension (`{all: true, communities: [community]}`),
 * with `loadedIds`, its loaded unread rows, updated at once.
 */
export type MarkReadTarget = readonly string[] | 'all' | { community: string; loadedIds: readonly string[] };

/** The cached rows a {@link MarkReadTarget} changes at once. */
const cachedRows = (target: MarkReadTarget): readonly string[] | 'all' =>
  typeof target === 'object' && 'community' in target ? target.loadedIds : target;

/**
 * Marks notifications read (`/notification/read`, SPEC §4 "one by one or all together"): see
 * {@link MarkReadTarget}. Optimistic; a failure puts the flags back and says why. The page badges
 * ({@link usePageBadgeQuery}) load again once the call is over.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const viewer = useAccountId();
  return useMutation({
    mutationFn: async (target: MarkReadTarget) => {
      const input =
        target === 'all'
          ? { all: true }
          : 'community' in target
            ? { all: true, communities: [target.community] }
            : { readIds: [...target] };
      return (await callApi(apiEndpoints.notificationRead, input)).data;
    },
    onMutate: (target) => (viewer ? setNotificationsRead(client, viewer, cachedRows(target), true) : []),
    onError: (error, _ids, changed) => {
      if (viewer && changed?.length) setNotificationsRead(client, viewer, changed, false);
      if (!explainedElsewhere(error)) toast.error(error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.pageBadges(viewer) }),
  });
}
