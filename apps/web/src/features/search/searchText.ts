import { messages, normaliseSearchText, SEARCH_TEXT_MAX } from '@rep/shared';

/**
 * A search text as typed (SPEC §5 "Search"): the keyword sent ('@' stripped, trimmed), 'The text is too
 * long' over 1000 characters, and whether it can be submitted (not too long, something left to search).
 * The server's `searchQuerySchema` applies the same rule.
 */
export function checkSearch(text: string): { keyword: string; error: string | null; canSubmit: boolean } {
  const keyword = normaliseSearchText(text);
  const error = text.length > SEARCH_TEXT_MAX ? messages.searchTooLong : null;
  return { keyword, error, canSubmit: !error && keyword.length > 0 };
}

/** A typed '#tag' searches the hashtag; anything else is a keyword. */
export function parseSearchInput(text: string): { hashtag?: string; keyword?: string } {
  const tag = /^#([\p{L}\p{N}_]{1,100})$/u.exec(text.trim());
  return tag ? { hashtag: tag[1]!.toLowerCase() } : { keyword: text.trim() };
}
