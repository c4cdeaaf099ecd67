import { Link } from 'react-router';
import { HeaderMenu } from '../features/account/HeaderMenu';
import { MessagesNavLink } from '../features/chat/MessagesNavLink';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { SearchBar } from '../features/searchbar/SearchBar';
import { useAccountId } from '../state/session';
import { AccountLink, SignInLink, SignOutButton } from './accountControls';
import { CommunityNav } from './CommunityNav';

/**
 * The wide layout's banner, a sticky left column like Bluesky's: the name, search, the notifications bell and
 * Messages (signed in), the communities, and the account (profile link, role, menu, sign out) or 'Sign in' at
 * its foot.
 */
export function Sidebar() {
  const viewer = useAccountId();
  return (
    <header className="sticky top-0 flex h-screen w-60 shrink-0 flex-col gap-4 overflow-y-auto px-2 py-3">
      <Link to="/" className="px-4 text-2xl font-black tracking-tight text-sky-700">
        Rep
      </Link>
      <SearchBar />
      <NotificationBell variant="nav" />
      <MessagesNavLink variant="nav" />
      <CommunityNav />
      <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-3">
        {viewer ? (
          <>
            <div className="flex items-center justify-between gap-1">
              <AccountLink />
              <HeaderMenu />
            </div>
            <SignOutButton />
          </>
        ) : (
          <div className="flex items-center justify-between gap-1">
            <SignInLink className="flex-1" />
            <HeaderMenu />
          </div>
        )}
      </div>
    </header>
  );
}
