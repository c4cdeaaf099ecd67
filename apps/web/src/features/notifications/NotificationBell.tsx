import { NavLink, useLocation } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useBadgeQuery } from '../../state/queries/notifications';
import { useAccountId } from '../../state/session';
import { BellIcon } from '../../ui/icons';

/** Counts above this show as '99+'. */
const BADGE_MAX = 99;

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 new'. */
export const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} new` : 'Notifications');

/** The count on the bell; `position` places it over the icon's top right corner. */
function Badge({ count, position }: { count: number; position: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notification-badge"
      className={`absolute ${position} min-w-[1.125rem] rounded-full bg-sky-700 px-1 text-center text-[0.6875rem] leading-[1.125rem] font-bold text-white ring-2 ring-white`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

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
  if (variant === 'icon') {
    return (
      <NavLink
        to={paths.notifications(prefix)}
        aria-label={bellLabel(count)}
        data-testid="notification-bell"
        data-count={count}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <span className="relative flex size-6 items-center justify-center">
          <BellIcon />
          <Badge count={count} position="-top-1 -right-1.5" />
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink
      to={paths.notifications(prefix)}
      aria-label={bellLabel(count)}
      data-testid="notification-bell"
      data-count={count}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-full px-4 py-2 text-base transition-colors hover:bg-slate-100 ${
          isActive ? 'font-bold text-slate-900' : 'text-slate-700'
        }`
      }
    >
      <span className="flex size-6 items-center justify-center">
        <BellIcon />
      </span>
      {/* The count follows the word in the page's text, as in the name ('Notifications, 3 new'; axe
          label-content-name-mismatch), and is drawn over the icon. */}
      Notifications <Badge count={count} position="top-1 left-[2.125rem]" />
    </NavLink>
  );
}
