import { apiEndpoints, type Notification, PAGE_SIZE_MAX } from '@rep/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isEmbedded } from '../app/frame';
import { callApi } from './apiClient';
import {
  addNotificationProfiles,
  type NotificationListData,
  newestNotificationId,
  notificationKeys,
  notificationProfiles,
  prependNotifications,
  raisePageBadge,
  updateNotificationBadge,
} from './queries/notificationCache';
import { resetNotificationBadge } from './queries/notifications';

/** How many notifications pages are mounted and visible (normally 0 or 1). */
let viewing = 0;

/** True while the notifications list is open in a visible tab: new notifications then reset the badge (SPEC §4). */
export const isViewingNotifications = (): boolean => viewing > 0;

/**
 * Marks the notifications list as being viewed while the calling component is mounted and its tab visible,
 * and resets the badge whenever that starts (the page opens, or its tab comes back into view).
 */
export function useViewingNotifications(client: QueryClient, viewer: string | null): void {
  useEffect(() => {
    if (!viewer) return;
    let counted = false;
    const update = () => {
      const visible = document.visibilityState !== 'hidden';
      if (visible === counted) return;
      counted = visible;
      viewing += visible ? 1 : -1;
      if (visible) void resetNotificationBadge(client, viewer);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      if (counted) viewing -= 1;
    };
  }, [client, viewer]);
}

/** Loads the profiles of senders the cached list does not know yet, for names and avatars of its rows. */
async function loadMissingSenders(client: QueryClient, viewer: string, senderIds: string[]): Promise<void> {
  const known = notificationProfiles(client.getQueryData(notificationKeys.list(viewer)));
  const missing = [...new Set(senderIds)].filter((id) => !known[id]);
  if (missing.length === 0) return;
  try {
    const { data } = await callApi(apiEndpoints.getProfiles, { userIds: missing });
    addNotificationProfiles(client, viewer, Object.fromEntries(data.map((profile) => [profile.id, profile])));
  } catch {
    // The row falls back to the notification's own sentence.
  }
}

/** Per query cache, the ids of the notifications the socket brought lately (insertion order), up to 500. */
const recentIds = new WeakMap<QueryClient, Set<string>>();
const RECENT_MAX = 500;

/**
 * True the first time a notification id is seen. Socket.IO may hand over an event twice: a recovering
 * socket refused once (an expired token) is sent its missed events before the refusal and again after it
 * connects (socket.io 4.8 writes them when it restores the session, before the middleware runs).
 */
function firstSight(client: QueryClient, notificationId: string): boolean {
  const seen = recentIds.get(client) ?? new Set<string>();
  recentIds.set(client, seen);
  if (seen.has(notificationId)) return false;
  seen.add(notificationId);
  if (seen.size > RECENT_MAX) seen.delete(seen.values().next().value as string);
  return true;
}

/**
 * A notification arrived on the socket (SPEC §4): it goes on top of the cached list, and the badge rises by
 * one, unless the list is being viewed, in which case the badge is reset; the page badge of its community,
 * when cached, rises by one (no reset touches it). One already received is ignored.
 */
export function receiveNotification(client: QueryClient, viewer: string, notification: Notification): void {
  if (!firstSight(client, notification.notificationId)) return;
  if (prependNotifications(client, viewer, [notification])) {
    void loadMissingSenders(client, viewer, [notification.senderId]);
  }
  raisePageBadge(client, viewer, notification.community);
  if (isViewingNotifications()) void resetNotificationBadge(client, viewer);
  else if (!updateNotificationBadge(client, viewer, (count) => count + 1)) {
    void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
  }
}

/**
 * The socket came back without its missed events (`socket.recovered` false, STACK-WAVE2): fetches the
 * notifications newer than the newest cached one (`since`) onto the list, and the badge (reset instead while the
 * list is being viewed) and the page badges. A gap larger than one call reloads the list instead.
 */
export async function resyncNotifications(client: QueryClient, viewer: string): Promise<void> {
  if (isViewingNotifications()) void resetNotificationBadge(client, viewer);
  else void client.invalidateQueries({ queryKey: notificationKeys.badge(viewer) });
  void client.invalidateQueries({ queryKey: notificationKeys.pageBadges(viewer) });
  const listKey = notificationKeys.list(viewer);
  const since = newestNotificationId(client.getQueryData<NotificationListData>(listKey));
  if (since === undefined) {
    void client.invalidateQueries({ queryKey: listKey });
    return;
  }
  try {
    const page = await callApi(apiEndpoints.notificationList, {
      since,
      offset: 0,
      limit: PAGE_SIZE_MAX,
      // The extension's and the frame's display rules (SPEC §4), as the list was loaded.
      ...(isEmbedded() ? { isExtensionOrEmbedded: true } : {}),
    });
    if (page.data.length >= PAGE_SIZE_MAX) void client.invalidateQueries({ queryKey: listKey });
    else prependNotifications(client, viewer, page.data, page.metadata.userProfiles);
  } catch {
    void client.invalidateQueries({ queryKey: listKey });
  }
}
