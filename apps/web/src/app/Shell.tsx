import { messages } from '@rep/shared';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BannedScreen, useBannedState } from '../features/account/BannedScreen';
import { HeaderMenu } from '../features/account/HeaderMenu';
import { ComposeDialog } from '../features/composer/ComposeDialog';
import { GuardModals } from '../features/kyc/GuardModals';
import { SearchBar } from '../features/searchbar/SearchBar';
import { useAppConfigQuery } from '../state/queries/appConfig';
import { useProfileQuery } from '../state/queries/profiles';
import { useSessionStore } from '../state/session';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { communityLinks, paths } from './paths';

function AccountArea() {
  const session = useSessionStore((state) => state.session);
  const signOut = useSessionStore((state) => state.signOut);
  const location = useLocation();
  const profile = useProfileQuery(session?.accountId ?? null).data ?? undefined;

  if (!session) {
    if (location.pathname === '/signin') return null;
    return (
      <Link
        to={paths.signIn(location.pathname + location.search)}
        data-testid="header-signin"
        className="rounded-full bg-sky-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-sky-700"
      >
        Sign in
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.account('rep', session.accountId)}
        className="flex items-center gap-2 rounded-full px-1 py-0.5 hover:bg-slate-100"
      >
        <Avatar profile={profile} size={28} />
        <span
          data-testid="header-account-name"
          className="max-w-32 truncate text-sm font-semibold text-slate-800"
        >
          {profile?.displayName || messages.unknownUser}
        </span>
      </Link>
      <Button variant="ghost" data-testid="signout-button" onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}

/** The app frame: header (name, communities, account) and a centered 600 px column. */
export function Shell() {
  useAppConfigQuery();
  if (useBannedState()) return <BannedScreen />;
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-20 h-14 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-full max-w-5xl items-center gap-4 px-4">
          <Link to="/" className="text-xl font-black tracking-tight text-sky-700">
            Rep
          </Link>
          <nav aria-label="Communities" className="flex flex-1 gap-1 overflow-x-auto">
            {communityLinks.map((link) => (
              <NavLink
                key={link.prefix}
                to={paths.feed(link.prefix)}
                end
                className={({ isActive }) =>
                  `shrink-0 rounded-full px-3 py-1 text-sm whitespace-nowrap transition-colors hover:bg-slate-100 ${
                    isActive ? 'font-semibold text-slate-900' : 'text-slate-500'
                  }`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <SearchBar />
          <AccountArea />
          <HeaderMenu />
        </div>
      </header>
      <main className="mx-auto min-h-[calc(100vh-3.5rem)] w-full max-w-[600px] border-x border-slate-200 bg-white">
        <Outlet />
      </main>
      <GuardModals />
      <ComposeDialog />
    </div>
  );
}
