import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePeopleSearchQuery } from '../../state/queries/profileLists';
import { checkSearch } from '../search/searchText';
import { ProfileList } from './ProfileList';

/**
 * People matching a search (`/profile/search`, page 10, infinite): the People tab of the search page.
 * '@' is stripped; the server leaves out blocked accounts (both ways).
 */
export function PeopleResults({ query }: { query: string }) {
  const prefix = routePrefix(useParams().community);
  const { error, canSubmit } = checkSearch(query);
  const search = usePeopleSearchQuery(canSubmit ? query : '');
  return (
    <div data-testid="people-results">
      {error ? (
        <p role="alert" className="py-8 text-center text-sm text-red-600">
          {error}
        </p>
      ) : canSubmit ? (
        <ProfileList query={search} prefix={prefix} label="People" emptyText="No people found." />
      ) : (
        <p className="py-8 text-center text-sm text-slate-500">Type a name to find people.</p>
      )}
    </div>
  );
}
