import { Link, useLocation } from 'react-router';
import { MessagesNavLink } from '../features/chat/MessagesNavLink';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useAccountId } from '../state/session';
import { SearchIcon } from '../ui/icons';
import { SignInLink } from './accountControls';
import { Drawer } from './Drawer';
import { paths, routePrefix } from './paths';

/**
 * The phone layout's slim top bar: the drawer's menu button, the name, 'Sign in' when signed out, the
 * notifications bell and Messages when signed in, search.
 */
export function CompactHeader() {
  const viewer = useAccountId();
  const prefix = routePrefix(useLocation().pathname.split('/')[1]);
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3">
      <Drawer />
      <Link to="/" className="text-xl font-black tracking-tight text-sky-700">
        Rep
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {!viewer && <SignInLink />}
        <NotificationBell variant="icon" />
        <MessagesNavLink variant="icon" />
        <Link
          to={paths.search(prefix, {})}
          aria-label="Search"
          data-testid="header-search-link"
          className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
        >
          <SearchIcon />
        </Link>
      </div>
    </header>
  );
}
