import { useLocation } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useBadgeQuery } from '../../state/queries/notifications';
import { useAccountId } from '../../state/session';
import { BadgedNavLink } from '../../ui/BadgedNavLink';
import { BellIcon } from '../../ui/icons';

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 new'. */
export const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} new` : 'Notifications');

/**
 * The notifications bell with the unread badge (`/badge/get`, kept live by the socket), linking to the
 * notifications page; signed-in viewers only. `nav` is the sidebar's labelled entry, `icon` the phone top
 * bar's round button. The link's name says the count ('Notifications, 3 new').
 */
export function NotificationBell({ variant }: { variant: 'nav' | 'icon' }) {
  const viewer = useAccountId();
  const prefix = routePrefix(useLocation().pathname.split('/')[1]);
  const count = useBadgeQuery().data?.notifications ?? 0;
  if (!viewer) return null;
  return (
    <BadgedNavLink
      variant={variant}
      to={paths.notifications(prefix)}
      icon={<BellIcon />}
      text="Notifications"
      label={bellLabel(count)}
      count={count}
      testId="notification-bell"
      badgeTestId="notification-badge"
    />
  );
}
