import {
  type ApiList,
  type BadgeCounts,
  emptyMetadata,
  type Notification,
  type UserProfile,
} from '@rep/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** One page of `/notification/list`: notifications newest first, the senders' profiles in `metadata`. */
export type NotificationPage = ApiList<Notification>;
/** The paged notification list as cached. */
export type NotificationListData = InfiniteData<NotificationPage, number>;

/** Query keys of notifications and the badge; all start with 'notifications' and carry the viewer. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (viewer: string | null) => ['notifications', 'list', viewer] as const,
  badge: (viewer: string | null) => ['notifications', 'badge', viewer] as const,
  /** Every page badge of the viewer (the prefix of {@link notificationKeys.pageBadge}). */
  pageBadges: (viewer: string | null) => ['notifications', 'pageBadge', viewer] as const,
  /** One community's unread count (the extension's bell), apart from the badge, which the website's list resets. */
  pageBadge: (viewer: string | null, communityId: string) =>
    ['notifications', 'pageBadge', viewer, communityId] as const,
};

/**
 * Orders notification ids, which are decimal strings growing with time (entities.ts `Notification`):
 * negative when `a` is older than `b`.
 */
export function compareNotificationIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The newest notification id of a cached list, or undefined when it holds none. */
export function newestNotificationId(data: NotificationListData | undefined): string | undefined {
  let newest: string | undefined;
  for (const page of data?.pages ?? []) {
    for (const { notificationId } of page.data) {
      if (newest === undefined || compareNotificationIds(notificationId, newest) > 0) newest = notificationId;
    }
  }
  return newest;
}

/** The notifications of every loaded page, newest first, each once (pages shift as new ones arrive). */
export function flattenNotifications(data: NotificationListData | undefined): Notification[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.notificationId) && !!seen.add(item.notificationId));
}

/** Every sender profile the loaded pages carry, keyed by account id. */
export function notificationProfiles(data: NotificationListData | undefined): Record<string, UserProfile> {
  return Object.assign({}, ...(data?.pages ?? []).map((page) => page.metadata.userProfiles));
}

/**
 * Puts `incoming` notifications at the top of the cached list (the socket's event, or the refetch after a
 * reconnect), skipping those already there, with their senders' `profiles`. Does nothing when the list is
 * not cached (it loads fresh when opened). Answers whether the list changed.
 */
export function prependNotifications(
  client: QueryClient,
  viewer: string,
  incoming: readonly Notification[],
  profiles: Record<string, UserProfile> = {},
): boolean {
  let changed = false;
  client.setQueryData<NotificationListData>(notificationKeys.list(viewer), (data) => {
    if (!data) return data;
    const known = new Set(flattenNotifications(data).map((item) => item.notificationId));
    const fresh = incoming
      .filter((item) => !known.has(item.notificationId))
      .sort((a, b) => compareNotificationIds(b.notificationId, a.notificationId));
    const [first, ...rest] = data.pages;
    const page: NotificationPage = first ?? { success: true, data: [], metadata: emptyMetadata() };
    const userProfiles = { ...page.metadata.userProfiles, ...profiles };
    if (fresh.length === 0 && Object.keys(profiles).length === 0) return data;
    changed = true;
    const merged = { ...page, data: [...fresh, ...page.data], metadata: { ...page.metadata, userProfiles } };
    return { ...data, pages: [merged, ...rest] };
  });
  return changed;
}

/** Adds sender profiles to the cached list's first page (a socket notification's sender, loaded later). */
export const addNotificationProfiles = (
  client: QueryClient,
  viewer: string,
  profiles: Record<string, UserProfile>,
) => prependNotifications(client, viewer, [], profiles);

/**
 * Sets the read flag of the cached notifications `ids` (or of all of them) to `read`. Answers the ids whose
 * flag changed, so a failed call can put exactly those back.
 */
export function setNotificationsRead(
  client: QueryClient,
  viewer: string,
  ids: readonly string[] | 'all',
  read: boolean,
): string[] {
  const wanted = ids === 'all' ? null : new Set(ids);
  const changed: string[] = [];
  client.setQueryData<NotificationListData>(notificationKeys.list(viewer), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => {
      if (!page.data.some((item) => item.read !== read && (!wanted || wanted.has(item.notificationId))))
        return page;
      const items = page.data.map((item) => {
        if (item.read === read || (wanted && !wanted.has(item.notificationId))) return item;
        changed.push(item.notificationId);
        return { ...item, read };
      });
      return { ...page, data: items };
    });
    return { ...data, pages };
  });
  return [...new Set(changed)];
}

/**
 * Changes one cached badge count (`field` of BadgeCounts: the notification or the chat badge) with `update`
 * (floor 0). Answers false when no badge is cached (the caller loads it instead).
 */
export function updateBadgeCount(
  client: QueryClient,
  viewer: string,
  field: 'notifications' | 'conversations',
  update: (count: number) => number,
): boolean {
  const key = notificationKeys.badge(viewer);
  if (!client.getQueryData<BadgeCounts>(key)) return false;
  client.setQueryData<BadgeCounts>(key, (badge) =>
    badge ? { ...badge, [field]: Math.max(0, update(badge[field])) } : badge,
  );
  return true;
}

/** Changes the cached notification badge count ({@link updateBadgeCount}). */
export const updateNotificationBadge = (
  client: QueryClient,
  viewer: string,
  update: (count: number) => number,
) => updateBadgeCount(client, viewer, 'notifications', update);

/**
 * Raises the cached unread count of `communityId`'s page badge by one (a socket notification of that
 * community). A load under way may have counted before the notification: it is loaded again instead. Does
 * nothing when that badge is not cached (it loads fresh when shown).
 */
export function raisePageBadge(client: QueryClient, viewer: string, communityId: string): void {
  const key = notificationKeys.pageBadge(viewer, communityId);
  const state = client.getQueryState<number>(key);
  if (!state) return;
  if (state.data === undefined || state.fetchStatus === 'fetching') {
    void client.invalidateQueries({ queryKey: key, exact: true });
  } else {
    client.setQueryData<number>(key, state.data + 1);
  }
}
