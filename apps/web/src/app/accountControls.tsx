import { messages } from '@rep/shared';
import { Link, useLocation } from 'react-router';
import { useRoleQuery } from '../state/queries/kyc';
import { useProfileQuery } from '../state/queries/profiles';
import { useAccountId, useSessionStore } from '../state/session';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { paths } from './paths';

/** The signed-in viewer's avatar and name, linking to their profile. */
export function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useAccountId();
  const profile = useProfileQuery(viewer).data ?? undefined;
  const role = useRoleQuery().data;
  if (!viewer) return null;
  return (
    <Link
      to={paths.account('rep', viewer)}
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-slate-100"
    >
      <Avatar profile={profile} size={36} />
      <span className="min-w-0">
        <span
          data-testid="header-account-name"
          className="block truncate text-sm font-semibold text-slate-800"
        >
          {profile?.displayName || messages.unknownUser}
        </span>
        {role && (
          <span data-testid="header-role" title="Verification level" className="block text-xs text-slate-600">
            {role}
          </span>
        )}
      </span>
    </Link>
  );
}

/** 'Sign out' through the session store (which also ends the session on the server); then `onSignedOut`. */
export function SignOutButton({
  className = '',
  onSignedOut,
}: {
  className?: string;
  onSignedOut?: () => void;
}) {
  const signOut = useSessionStore((state) => state.signOut);
  return (
    <Button
      variant="secondary"
      data-testid="signout-button"
      className={className}
      onClick={() => {
        void signOut();
        onSignedOut?.();
      }}
    >
      Sign out
    </Button>
  );
}

/** 'Sign in', back to the current page afterwards; nothing on the sign-in page itself. */
export function SignInLink({ className = '' }: { className?: string }) {
  const location = useLocation();
  if (location.pathname === '/signin') return null;
  return (
    <Link
      to={paths.signIn(location.pathname + location.search)}
      data-testid="header-signin"
      className={`rounded-full bg-sky-700 px-4 py-1.5 text-center text-sm font-semibold text-white hover:bg-sky-800 ${className}`}
    >
      Sign in
    </Link>
  );
}
