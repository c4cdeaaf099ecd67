import { messages } from '@rep/shared';
import { Navigate, useParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useProfileByUsernameQuery } from '../../state/queries/profiles';
import { Spinner } from '../../ui/Spinner';

/** `/:community/handle/:username` (a mention's link): finds the account behind the handle and shows its page. */
export function HandlePage() {
  const params = useParams();
  const prefix = routePrefix(params.community);
  const query = useProfileByUsernameQuery((params.username ?? '').toLowerCase());
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <p data-testid="account-hidden" className="px-4 py-10 text-center text-sm text-slate-500">
        {messages.accountGone}
      </p>
    );
  }
  return <Navigate replace to={paths.account(prefix, query.data.id)} />;
}
