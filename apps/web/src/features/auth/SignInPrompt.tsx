import { Link, useLocation } from 'react-router';
import { isExtensionPage, websiteUrl } from '../../app/frame';
import { paths } from '../../app/paths';
import { EXTENSION_SIGN_IN_PATH } from '../../state/extensionRedirect';

const linkClass = 'font-semibold text-sky-700 hover:underline';

/**
 * Shown to signed-out visitors where the composer would be: a link to /signin and back. On an extension page
 * (issue 17) it opens the website's `/signin?from=extension` in a tab of its own: signing in there signs the
 * extension in (state/extensionBridge.ts).
 */
export function SignInPrompt({ action }: { action: string }) {
  const location = useLocation();
  return (
    <p className="border-b border-slate-200 bg-white px-4 py-4 text-sm text-slate-600">
      {isExtensionPage() ? (
        <a href={websiteUrl(EXTENSION_SIGN_IN_PATH)} target="_blank" rel="noreferrer" className={linkClass}>
          Sign in
        </a>
      ) : (
        <Link to={paths.signIn(location.pathname + location.search)} className={linkClass}>
          Sign in
        </Link>
      )}{' '}
      {action}
    </p>
  );
}
