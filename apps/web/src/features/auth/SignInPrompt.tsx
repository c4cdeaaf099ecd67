import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';

/** Shown to signed-out visitors where the composer would be: a link to /signin and back. */
export function SignInPrompt({ action }: { action: string }) {
  const location = useLocation();
  return (
    <p className="border-b border-slate-200 bg-white px-4 py-4 text-sm text-slate-600">
      <Link
        to={paths.signIn(location.pathname + location.search)}
        className="font-semibold text-sky-700 hover:underline"
      >
        Sign in
      </Link>{' '}
      {action}
    </p>
  );
}
