import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAccountId } from '../state/session';
import { BookmarkIcon, HomeIcon, ProfileIcon, SearchIcon } from '../ui/icons';
import { paths, routePrefix } from './paths';

function Tab({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end={end}
        data-testid={`tab-bar-${label.toLowerCase()}`}
        className={({ isActive }) =>
          `flex h-14 flex-col items-center justify-center gap-0.5 text-xs ${
            isActive ? 'font-bold text-slate-900' : 'text-slate-600'
          }`
        }
      >
        <span className="flex size-6 items-center justify-center">{icon}</span>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The phone layout's bottom tab bar: the current community's feed, search, and (signed in) bookmarks and the
 * viewer's profile. Fixed to the bottom, above the phone's home indicator.
 */
export function BottomTabBar() {
  const viewer = useAccountId();
  const prefix = routePrefix(useLocation().pathname.split('/')[1]);
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex">
        <Tab to={paths.feed(prefix)} label="Feed" icon={<HomeIcon />} end />
        <Tab to={paths.search(prefix, {})} label="Search" icon={<SearchIcon />} />
        {viewer && <Tab to={paths.bookmarks(prefix)} label="Bookmarks" icon={<BookmarkIcon />} />}
        {viewer && <Tab to={paths.account(prefix, viewer)} label="Profile" icon={<ProfileIcon />} />}
      </ul>
    </nav>
  );
}
