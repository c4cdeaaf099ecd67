import { messages, SEARCH_TEXT_MAX } from '@rep/shared';
import { paths, routePrefix } from '../../app/paths';
import { normalisePeopleQuery } from '../../state/queries/profileLists';

/** A search keyword as typed: '@' stripped; an error when too long (SPEC §5 "Search"). */
export function checkSearch(text: string): { keyword: string; error: string | null; canSubmit: boolean } {
  const keyword = normalisePeopleQuery(text);
  const error = text.length > SEARCH_TEXT_MAX ? messages.searchTooLong : null;
  return { keyword, error, canSubmit: !error && keyword.length > 0 };
}

/** The search page of the community the viewer is in (`/:community/search?keyword=`; SPEC §2). */
export function searchPagePath(pathname: string, keyword: string): string {
  return paths.search(routePrefix(pathname.split('/')[1]), { keyword });
}
