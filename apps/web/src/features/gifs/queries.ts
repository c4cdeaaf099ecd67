import { apiEndpoints, type GifItem } from '@rep/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../state/apiClient';

/** GIFs the picker shows per search. */
export const GIF_PAGE_SIZE = 24;

/** Query keys of GIF searches. */
export const gifKeys = { search: (q: string) => ['gifs', 'search', q] as const };

/**
 * The GIF selection modal's search (`/gif/search`, issue 16): the instance's library or the configured
 * provider; `q` '' lists the newest (or the provider's featured) GIFs.
 */
export function useGifSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: gifKeys.search(q),
    queryFn: async (): Promise<GifItem[]> =>
      (await callApi(apiEndpoints.gifSearch, { q, offset: 0, limit: GIF_PAGE_SIZE })).data,
    enabled,
    staleTime: 60_000,
    // The last results stay while the next search loads (no spinner flashing between keystrokes).
    placeholderData: (previous) => previous,
  });
}
