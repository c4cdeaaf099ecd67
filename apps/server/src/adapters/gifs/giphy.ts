/**
 * Giphy API (https://developers.giphy.com/docs/api/endpoint): `GET /v1/gifs/search?q=…` and
 * `GET /v1/gifs/trending` with `api_key`, `limit`, `offset` and `rating`; each result's `images.original` is
 * the GIF and `images.fixed_width_small` (or `fixed_width`) its preview. Sizes come as strings.
 */
import type { GifItem } from '@rep/shared';
import { z } from 'zod';
import { type GifProvider, type GifQuery, getJson } from './types';

/** Giphy's public API base. */
export const GIPHY_BASE_URL = 'https://api.giphy.com';

const rendition = z.object({
  url: z.url(),
  width: z.coerce.number().optional(),
  height: z.coerce.number().optional(),
});

/** The documented response of /v1/gifs/search and /v1/gifs/trending (the fields we read). */
const giphyResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string().optional().default(''),
      images: z.object({
        original: rendition,
        fixed_width_small: rendition.optional(),
        fixed_width: rendition.optional(),
      }),
    }),
  ),
});

/**
 * A Giphy provider.
 * @param opts.key the API key (GIPHY_API_KEY); @param opts.baseUrl the API base (tests: a local fake)
 */
export function giphyProvider(opts: { key: string; baseUrl?: string }): GifProvider {
  return {
    name: 'giphy',
    async search({ q, offset, limit }: GifQuery): Promise<GifItem[]> {
      const url = new URL(q ? '/v1/gifs/search' : '/v1/gifs/trending', opts.baseUrl ?? GIPHY_BASE_URL);
      url.searchParams.set('api_key', opts.key);
      if (q) url.searchParams.set('q', q);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(offset));
      url.searchParams.set('rating', 'pg-13');
      const body = giphyResponse.parse(await getJson(url));
      return body.data.map((g) => {
        const preview = g.images.fixed_width_small ?? g.images.fixed_width ?? g.images.original;
        return {
          id: `giphy:${g.id}`,
          title: g.title || 'GIF',
          url: g.images.original.url,
          previewUrl: preview.url,
          width: g.images.original.width ?? 0,
          height: g.images.original.height ?? 0,
          tags: [],
        };
      });
    },
  };
}
