import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenProfiles, type ProfilePages } from '../../state/queries/profileCache';
import { PagedList } from '../../ui/PagedList';
import { ProfileRow } from './ProfileRow';

export interface ProfileListProps {
  query: UseInfiniteQueryResult<ProfilePages>;
  prefix: string;
  label: string;
  emptyText: string;
}

/** A paged list of people with infinite scroll. */
export function ProfileList({ query, prefix, label, emptyText }: ProfileListProps) {
  return (
    <PagedList
      query={query}
      items={flattenProfiles(query.data)}
      itemKey={(profile) => profile.id}
      renderItem={(profile) => <ProfileRow profile={profile} prefix={prefix} />}
      label={label}
      emptyText={emptyText}
      errorText="Couldn't load people."
      testId="profile-list"
    />
  );
}
