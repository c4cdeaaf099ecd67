import type { UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useChatReachable } from '../../state/chat/queries';
import { flattenProfiles } from '../../state/queries/profileCache';
import { usePeopleSearchQuery } from '../../state/queries/profileLists';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { checkSearch } from '../search/searchText';
import { SEARCH_DEBOUNCE_MS } from '../searchbar/SearchBar';
import { useDebouncedValue } from '../searchbar/useDebouncedValue';

/** A picker's selection with `profile` toggled in or out (the `onToggle` of its owner's state). */
export const toggledSelection = (current: readonly UserProfile[], profile: UserProfile): UserProfile[] =>
  current.some((one) => one.id === profile.id)
    ? current.filter((one) => one.id !== profile.id)
    : [...current, profile];

export interface PeoplePickerProps {
  viewer: string;
  /** Accounts not to offer (the viewer is never offered), e.g. a group's members. */
  exclude?: readonly string[];
  selected: readonly UserProfile[];
  onToggle: (profile: UserProfile) => void;
  /** How many can be picked at most. */
  max: number;
}

/**
 * Picks people to message (issue 15): the people search (`/profile/search`, blocked accounts left out by the
 * server) with a checkbox per person; people without chat keys cannot be picked and say 'has not set up chat
 * yet'. The picked ones show above the results with a button to drop each.
 */
export function PeoplePicker({ viewer, exclude = [], selected, onToggle, max }: PeoplePickerProps) {
  const [text, setText] = useState('');
  const { keyword, error, canSubmit } = checkSearch(text);
  const debounced = useDebouncedValue(canSubmit ? keyword : '', SEARCH_DEBOUNCE_MS);
  const search = usePeopleSearchQuery(debounced);
  const people = flattenProfiles(search.data).filter(
    (profile) => profile.id !== viewer && !exclude.includes(profile.id),
  );
  const reachable = useChatReachable(people.map((profile) => profile.id));
  const picked = new Set(selected.map((profile) => profile.id));
  const full = selected.length >= max;

  return (
    <div className="flex flex-col gap-3" data-testid="people-picker">
      {selected.length > 0 && (
        <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
          {selected.map((profile) => (
            <li key={profile.id}>
              <button
                type="button"
                aria-label={`Remove ${profile.displayName}`}
                onClick={() => onToggle(profile)}
                className="flex items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sm text-sky-900 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {profile.displayName}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Search people"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      {full && <p className="text-xs text-slate-600">A conversation has at most {max + 1} members.</p>}
      {search.isFetching && people.length === 0 ? (
        <div className="flex justify-center py-3 text-sky-600">
          <Spinner label="Searching" />
        </div>
      ) : debounced && people.length === 0 && !search.isFetching ? (
        <p className="py-3 text-center text-sm text-slate-500">No people found.</p>
      ) : (
        <ul aria-label="People" className="flex flex-col">
          {people.map((profile) => {
            const canChat = reachable[profile.id] === true;
            const isPicked = picked.has(profile.id);
            return (
              <li key={profile.id}>
                <label
                  data-testid="people-picker-row"
                  data-account-id={profile.id}
                  className={`flex items-center gap-3 rounded-lg px-2 py-2 ${canChat ? 'cursor-pointer hover:bg-slate-50' : 'opacity-70'}`}
                >
                  <input
                    type="checkbox"
                    checked={isPicked}
                    disabled={!isPicked && (!canChat || full)}
                    onChange={() => onToggle(profile)}
                    className="size-4 accent-sky-700"
                  />
                  <Avatar profile={profile} size={32} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold">{profile.displayName}</span>
                    <span className="truncate text-xs text-slate-600">
                      {reachable[profile.id] === false
                        ? 'has not set up chat yet'
                        : profile.username
                          ? `@${profile.username}`
                          : ''}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {search.hasNextPage && (
        <Button
          variant="secondary"
          loading={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
          className="self-center"
        >
          Show more people
        </Button>
      )}
    </div>
  );
}
