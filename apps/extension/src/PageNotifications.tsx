import { useId, useMemo, useState } from 'react';
import { websiteUrl } from '../../web/src/app/frame';
import { paths } from '../../web/src/app/paths';
import {
  groupNotifications,
  type NotificationGroup,
} from '../../web/src/features/notifications/groupNotifications';
import { bellLabel } from '../../web/src/features/notifications/NotificationBell';
import { NotificationRow } from '../../web/src/features/notifications/NotificationRow';
import { notificationLink } from '../../web/src/features/notifications/notificationLink';
import { flattenNotifications, notificationProfiles } from '../../web/src/state/queries/notificationCache';
import {
  useBadgeQuery,
  useMarkNotificationsRead,
  useNotificationsQuery,
  usePageBadgeQuery,
} from '../../web/src/state/queries/notifications';
import { CountBadge } from '../../web/src/ui/BadgedNavLink';
import { Button } from '../../web/src/ui/Button';
import { BellIcon, ChatIcon } from '../../web/src/ui/icons';
import { PagedList } from '../../web/src/ui/PagedList';

const iconButton =
  'rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600';

/**
 * The page community's notifications for the side panel (SPEC §4: in the extension only community-specific
 * notifications show): `/notification/list {isExtensionOrEmbedded: true, communities: [communityId]}`, kept
 * live by the socket (which brings the account's notifications of any community: only this community's are
 * kept). `unreadIds` are the loaded unread ones, which 'Mark all as read' updates at once.
 */
function usePageNotifications(communityId: string) {
  const query = useNotificationsQuery([communityId]);
  const shown = useMemo(() => {
    const notifications = flattenNotifications(query.data).filter(
      (notification) => notification.community === communityId,
    );
    return {
      groups: groupNotifications(notifications),
      profiles: notificationProfiles(query.data),
      unreadIds: notifications.filter((notification) => !notification.read).map((n) => n.notificationId),
    };
  }, [query.data, communityId]);
  return { query, ...shown };
}

/**
 * The side panel header's bell and Messages badge (issue 17, SPEC §4), for a signed-in viewer: the bell shows
 * how many of the page community's notifications are unread (`usePageBadgeQuery`: all of them, loaded or not)
 * and opens their compact list below the header (rows open the post or profile on the website in a new tab
 * and mark themselves read; 'Mark all as read' marks every one of this community's, loaded or not:
 * `{all: true, communities}`); Messages shows the conversations with unread messages (`/badge/get`) and opens
 * the website's /messages in a new tab.
 */
export function PageNotifications({ communityId, viewer }: { communityId: string; viewer: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { query, groups, profiles, unreadIds } = usePageNotifications(communityId);
  const markRead = useMarkNotificationsRead();
  const conversations = useBadgeQuery().data?.conversations ?? 0;
  const count = usePageBadgeQuery(communityId).data ?? 0;
  const openRow = (group: NotificationGroup) => {
    if (group.unreadIds.length > 0) markRead.mutate(group.unreadIds);
  };
  const messagesLabel = conversations > 0 ? `Messages, ${conversations} unread` : 'Messages';
  return (
    <>
      <div className="flex shrink-0 items-center">
        <button
          type="button"
          aria-label={bellLabel(count)}
          aria-expanded={open}
          aria-controls={listId}
          data-testid="page-notification-bell"
          data-count={count}
          onClick={() => setOpen((shown) => !shown)}
          className={`${iconButton} ${open ? 'bg-slate-100' : ''}`}
        >
          <span className="relative flex size-6 items-center justify-center">
            <BellIcon filled={open} />
            <CountBadge count={count} position="-top-1 -right-1.5" testId="page-notification-badge" />
          </span>
        </button>
        <a
          href={websiteUrl(paths.messages)}
          target="_blank"
          rel="noreferrer"
          aria-label={messagesLabel}
          data-testid="page-messages-link"
          data-count={conversations}
          className={iconButton}
        >
          <span className="relative flex size-6 items-center justify-center">
            <ChatIcon />
            <CountBadge count={conversations} position="-top-1 -right-1.5" testId="page-messages-badge" />
          </span>
        </a>
      </div>
      {open && (
        <section
          id={listId}
          aria-labelledby={`${listId}-heading`}
          data-testid="page-notifications"
          className="order-last basis-full border-t border-slate-200"
        >
          <div className="flex items-center justify-between gap-2 px-4 py-2">
            <h2 id={`${listId}-heading`} className="text-sm font-bold">
              Notifications on this page
            </h2>
            <Button
              variant="secondary"
              data-testid="page-mark-all-read"
              disabled={count === 0}
              onClick={() => markRead.mutate({ community: communityId, loadedIds: unreadIds })}
            >
              Mark all as read
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto border-t border-slate-200">
            <PagedList
              query={query}
              items={groups}
              itemKey={(group) => group.key}
              renderItem={(group) => {
                const to = notificationLink(group, viewer, 'rep');
                return (
                  <NotificationRow
                    group={group}
                    profiles={profiles}
                    to={to && websiteUrl(to)}
                    newTab
                    onOpen={openRow}
                  />
                );
              }}
              label="Notifications on this page"
              emptyText="No notifications on this page yet."
              testId="page-notification-list"
            />
          </div>
        </section>
      )}
    </>
  );
}
