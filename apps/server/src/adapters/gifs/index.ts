import type { Config } from '../../config';
import { giphyProvider } from './giphy';
import { tenorProvider } from './tenor';
import type { GifProvider } from './types';

export type { GifProvider, GifQuery } from './types';

/**
 * The configured GIF provider (issue 16): Tenor with TENOR_API_KEY, else Giphy with GIPHY_API_KEY, else null
 * (the instance's own library). TENOR_BASE_URL / GIPHY_BASE_URL point at another API base (tests).
 */
export function gifProviderFor(
  config: Pick<Config, 'TENOR_API_KEY' | 'TENOR_BASE_URL' | 'GIPHY_API_KEY' | 'GIPHY_BASE_URL'>,
): GifProvider | null {
  if (config.TENOR_API_KEY)
    return tenorProvider({ key: config.TENOR_API_KEY, baseUrl: config.TENOR_BASE_URL });
  if (config.GIPHY_API_KEY)
    return giphyProvider({ key: config.GIPHY_API_KEY, baseUrl: config.GIPHY_BASE_URL });
  return null;
}
