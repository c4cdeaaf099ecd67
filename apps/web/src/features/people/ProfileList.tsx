import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenProfiles, type ProfilePages } from '../../state/queries/profileCache';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { ProfileRow } from './ProfileRow';

export interface ProfileListProps {
  query: UseInfiniteQueryResult<ProfilePages>;
  prefix: string;
  label: string;
  emptyText: string;
}

/** A paged list of people with infinite scroll (SPEC §9: 50 px from the bottom). */
export function ProfileList({ query, prefix, label, emptyText }: ProfileListProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const profiles = flattenProfiles(data);
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage,
    data?.pages.length ?? 0,
  );

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (query.isError && profiles.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <p>Couldn't load people.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (profiles.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  }
  return (
    <section aria-label={label} data-testid="profile-list">
      {profiles.map((profile) => (
        <ProfileRow key={profile.id} profile={profile} prefix={prefix} />
      ))}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div className="flex justify-center py-4 text-sky-600">
          <Spinner label="Loading more" />
        </div>
      )}
    </section>
  );
}
