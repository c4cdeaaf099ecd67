import { messages, SEARCH_TEXT_MAX } from '@rep/shared';
import { useParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { normalisePeopleQuery, usePeopleSearchQuery } from '../../state/queries/profileLists';
import { ProfileList } from './ProfileList';

/**
 * People matching a search (`/profile/search`, page 10, infinite): the People tab of the search page.
 * '@' is stripped; the server leaves out blocked accounts (both ways).
 */
export function PeopleResults({ query }: { query: string }) {
  const prefix = routePrefix(useParams().community);
  const tooLong = query.length > SEARCH_TEXT_MAX;
  const search = usePeopleSearchQuery(tooLong ? '' : query);
  return (
    <div data-testid="people-results">
      {tooLong ? (
        <p role="alert" className="py-8 text-center text-sm text-red-600">
          {messages.searchTooLong}
        </p>
      ) : normalisePeopleQuery(query) ? (
        <ProfileList query={search} prefix={prefix} label="People" emptyText="No people found." />
      ) : (
        <p className="py-8 text-center text-sm text-slate-500">Type a name to find people.</p>
      )}
    </div>
  );
}
