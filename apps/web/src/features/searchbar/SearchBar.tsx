import { messages } from '@rep/shared';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useTopPeopleQuery } from '../../state/queries/profileLists';
import { Avatar } from '../../ui/Avatar';
import { checkSearch } from '../search/searchText';
import { searchPagePath } from './searchQuery';
import { useDebouncedValue } from './useDebouncedValue';

/** Wait after the last keystroke before people are searched, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The header search bar (SPEC §2): a dropdown of the top 3 people and a last row 'Go to search result for
 * …' that opens the search page. '@' is stripped; over 1000 characters shows 'The text is too long'; an
 * empty or too long keyword cannot be submitted.
 */
export function SearchBar() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const { keyword, error, canSubmit } = checkSearch(text);
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const open = focused && canSubmit;
  const people = useTopPeopleQuery(debounced, open && debounced.length > 0).data ?? [];
  const prefix = routePrefix(pathname.split('/')[1]);

  const close = () => {
    setFocused(false);
    (document.activeElement as HTMLElement | null)?.blur();
  };
  const submit = () => {
    if (!canSubmit) return;
    close();
    navigate(searchPagePath(pathname, keyword));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the form
    <div
      role="search"
      className="relative w-56 shrink-0"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-label="Search"
          placeholder="Search"
          data-testid="header-search-input"
          aria-invalid={!!error || undefined}
          aria-controls={listId}
          aria-expanded={open}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="w-full rounded-full border border-slate-300 bg-slate-50 px-4 py-1.5 text-sm outline-none focus:border-sky-500 focus:bg-white focus:ring-2 focus:ring-sky-200 aria-invalid:border-red-500"
        />
      </form>
      {error && focused && (
        <p
          role="alert"
          data-testid="header-search-error"
          className="absolute top-full right-0 left-0 mt-1 rounded-lg bg-white px-3 py-2 text-xs text-red-600 shadow-lg"
        >
          {error}
        </p>
      )}
      {open && (
        <ul
          id={listId}
          data-testid="header-search-dropdown"
          className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {debounced === keyword &&
            people.map((profile) => (
              <li key={profile.id}>
                <Link
                  to={paths.account(prefix, profile.id)}
                  data-testid="header-search-person"
                  onClick={close}
                  className="flex items-center gap-2 px-3 py-2 hover:bg-slate-100"
                >
                  <Avatar profile={profile} size={28} />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{profile.displayName}</span>
                    {profile.username && (
                      <span className="block truncate text-xs text-slate-500">@{profile.username}</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          <li>
            <button
              type="button"
              data-testid="header-search-go"
              onClick={submit}
              className="block w-full truncate px-3 py-2 text-left text-sky-700 hover:bg-slate-100"
            >
              {messages.goToSearchResult(keyword)}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
