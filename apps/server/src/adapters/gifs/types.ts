import type { GifItem } from '@rep/shared';

/** A page request to a GIF provider: `q` '' asks for its featured/trending GIFs. */
export interface GifQuery {
  q: string;
  offset: number;
  limit: number;
}

/** A GIF provider (Tenor, Giphy): its search, mapped to the contract's {@link GifItem}. */
export interface GifProvider {
  name: 'tenor' | 'giphy';
  /**
   * A page of GIFs.
   * @throws Error when the provider cannot be reached or answers an error or an unexpected shape
   */
  search(query: GifQuery): Promise<GifItem[]>;
}

/** How long a provider may take to answer, in ms. */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * GETs `url` and parses its JSON body.
 * @throws Error on a network error, a timeout ({@link PROVIDER_TIMEOUT_MS}) or a non-2xx status
 */
export async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  return response.json();
}
