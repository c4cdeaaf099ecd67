import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useViewingNotifications } from '../../state/notificationSync';
import { flattenNotifications, notificationProfiles } from '../../state/queries/notificationCache';
import { useMarkNotificationsRead, useNotificationsQuery } from '../../state/queries/notifications';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { PagedList } from '../../ui/PagedList';
import { SignInPrompt } from '../auth/SignInPrompt';
import { groupNotifications, type NotificationGroup } from './groupNotifications';
import { NotificationRow } from './NotificationRow';
import { notificationLink } from './notificationLink';
import { PushToggle } from './PushToggle';

/** The grouped list with 'Mark all as read'; opening it resets the badge. */
function NotificationList({ viewer, prefix }: { viewer: string; prefix: string }) {
  const client = useQueryClient();
  const query = useNotificationsQuery();
  const markRead = useMarkNotificationsRead();
  useViewingNotifications(client, viewer);
  const { groups, profiles } = useMemo(
    () => ({
      groups: groupNotifications(flattenNotifications(query.data)),
      profiles: notificationProfiles(query.data),
    }),
    [query.data],
  );
  const anyUnread = groups.some((group) => group.unreadIds.length > 0);
  const open = (group: NotificationGroup) => {
    if (group.unreadIds.length > 0) markRead.mutate(group.unreadIds);
  };

  return (
    <>
      <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-2">
        <Button
          variant="secondary"
          data-testid="mark-all-read"
          disabled={!anyUnread}
          onClick={() => markRead.mutate('all')}
        >
          Mark all as read
        </Button>
      </div>
      <PagedList
        query={query}
        items={groups}
        itemKey={(group) => group.key}
        renderItem={(group) => (
          <NotificationRow
            group={group}
            profiles={profiles}
            to={notificationLink(group, viewer, prefix)}
            onOpen={open}
          />
        )}
        label="Notifications"
        emptyText="No notifications yet."
        testId="notification-list"
      />
    </>
  );
}

/**
 * `/:community/notifications` (issue 14): the viewer's notifications, newest first with infinite scroll,
 * grouped the way Mastodon 4.3 groups them (likes and ReReps of one post, follows); each row opens its post
 * or account and marks itself read; 'Mark all as read'; the web push switch. Opening the page resets the
 * badge, and while it is open new notifications keep it at zero (SPEC §4).
 */
export function NotificationsPage() {
  const prefix = routePrefix(useParams().community);
  const viewer = useAccountId();
  usePageTitle('Notifications');
  return (
    <section aria-labelledby="notifications-heading">
      <h1
        id="notifications-heading"
        className="border-b border-slate-200 bg-white px-4 py-3 text-lg font-bold"
      >
        Notifications
      </h1>
      {viewer ? (
        <>
          <PushToggle />
          <NotificationList viewer={viewer} prefix={prefix} />
        </>
      ) : (
        <SignInPrompt action="to see your notifications." />
      )}
    </section>
  );
}
