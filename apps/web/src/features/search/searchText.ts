import { messages, SEARCH_TEXT_MAX } from '@rep/shared';

/** A search text as sent: '@' stripped and trimmed (SPEC §5 "Search"). */
export const normaliseSearchText = (text: string): string => text.replaceAll('@', '').trim();

/**
 * Why a search text cannot be submitted: 'The text is too long' over 1000 characters, an empty string when
 * nothing is left to search (submit blocked, no message), undefined when it is fine.
 */
export function searchTextError(text: string): string | undefined {
  if (text.length > SEARCH_TEXT_MAX) return messages.searchTooLong;
  return normaliseSearchText(text) === '' ? '' : undefined;
}

/** A typed '#tag' searches the hashtag; anything else is a keyword. */
export function parseSearchInput(text: string): { hashtag?: string; keyword?: string } {
  const tag = /^#([\p{L}\p{N}_]{1,100})$/u.exec(text.trim());
  return tag ? { hashtag: tag[1]!.toLowerCase() } : { keyword: text.trim() };
}
