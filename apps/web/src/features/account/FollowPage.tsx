import { FOLLOW_SORTS, messages } from '@rep/shared';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import {
  type FollowPage as FollowPageKind,
  type FollowSort,
  useFollowListQuery,
} from '../../state/queries/profileLists';
import { useProfileQuery } from '../../state/queries/profiles';
import { TabBar } from '../../ui/TabBar';
import { ProfileList } from '../people/ProfileList';

const pages = [
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
] as const;

const sortLabels: Record<FollowSort, string> = { default: 'Default', latest: 'Latest', earliest: 'Earliest' };

/**
 * Followers or following of an account (`/:community/account/:accountId/follow?page=followers|following`),
 * with a sort order (default, latest, earliest) and infinite scroll, page 10.
 */
export function FollowPage() {
  const params = useParams();
  const accountId = params.accountId ?? '';
  const prefix = routePrefix(params.community);
  const [searchParams, setSearchParams] = useSearchParams();
  const page: FollowPageKind = searchParams.get('page') === 'following' ? 'following' : 'followers';
  const requestedSort = searchParams.get('sort') as FollowSort | null;
  const sort: FollowSort = requestedSort && FOLLOW_SORTS.includes(requestedSort) ? requestedSort : 'default';
  const profile = useProfileQuery(accountId).data;
  const query = useFollowListQuery(accountId, page, sort);
  usePageTitle(
    profile &&
      (page === 'followers'
        ? `People following ${profile.displayName}`
        : `People ${profile.displayName} follows`),
  );

  const update = (next: { page?: FollowPageKind; sort?: FollowSort }) => {
    const nextSort = next.sort ?? sort;
    setSearchParams(
      { page: next.page ?? page, ...(nextSort !== 'default' && { sort: nextSort }) },
      { replace: true },
    );
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.account(prefix, accountId)} className="min-w-0">
          <h1
            data-testid="follow-page-name"
            className="truncate text-lg font-bold text-slate-900 hover:underline"
          >
            {profile?.displayName || messages.unknownUser}
          </h1>
          {profile?.username && <p className="text-sm text-slate-500">@{profile.username}</p>}
        </Link>
        <label className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
          Sort
          <select
            data-testid="follow-sort"
            value={sort}
            onChange={(event) => update({ sort: event.target.value as FollowSort })}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {FOLLOW_SORTS.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TabBar
        tabs={pages}
        selected={page}
        label="Follows"
        testIdPrefix="follow-tab"
        onSelect={(key) => update({ page: key })}
      />
      <ProfileList
        key={`${page}-${sort}`}
        query={query}
        prefix={prefix}
        label={page === 'followers' ? 'Followers' : 'Following'}
        emptyText={page === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
      />
    </>
  );
}
