import type { GifItem } from '@rep/shared';
import { gifProviderFor } from '../adapters/gifs';
import type { AppContext } from '../context';
import { searchLibrary } from './library';

/**
 * The GIF selection modal's search (SPEC §2, issue 16): the configured provider (Tenor, Giphy) when a key is
 * set, else the instance's library. A provider's failure is logged and answers an empty list, not an error.
 * @param log where a provider's failure is reported (the request's logger)
 */
export async function searchGifs(
  ctx: AppContext,
  input: { q: string; offset: number; limit: number },
  log: { warn: (obj: object, msg: string) => void },
): Promise<GifItem[]> {
  const provider = gifProviderFor(ctx.config);
  if (!provider) return searchLibrary(ctx.db, input);
  try {
    return await provider.search(input);
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, 'GIF provider search failed');
    return [];
  }
}
