/**
 * Tenor API v2 (https://developers.google.com/tenor/guides/endpoints): `GET /v2/search?q=…` and
 * `GET /v2/featured` with `key`, `client_key`, `limit`, `pos` and `media_filter`; each result's
 * `media_formats.gif` is the GIF and `tinygif` its preview.
 */
import type { GifItem } from '@rep/shared';
import { z } from 'zod';
import { type GifProvider, type GifQuery, getJson } from './types';

/** Tenor's public API base. */
export const TENOR_BASE_URL = 'https://tenor.googleapis.com';

const mediaFormat = z.object({ url: z.url(), dims: z.array(z.number()).optional() });

/** The documented response of /v2/search and /v2/featured (the fields we read). */
const tenorResponse = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string().optional().default(''),
      content_description: z.string().optional().default(''),
      tags: z.array(z.string()).optional().default([]),
      media_formats: z.object({ gif: mediaFormat, tinygif: mediaFormat.optional() }),
    }),
  ),
  next: z.string().optional(),
});

/**
 * A Tenor provider.
 * @param opts.key the API key (TENOR_API_KEY); @param opts.baseUrl the API base (tests: a local fake)
 */
export function tenorProvider(opts: { key: string; baseUrl?: string; clientKey?: string }): GifProvider {
  return {
    name: 'tenor',
    async search({ q, offset, limit }: GifQuery): Promise<GifItem[]> {
      const url = new URL(q ? '/v2/search' : '/v2/featured', opts.baseUrl ?? TENOR_BASE_URL);
      if (q) url.searchParams.set('q', q);
      url.searchParams.set('key', opts.key);
      url.searchParams.set('client_key', opts.clientKey ?? 'rep');
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('media_filter', 'gif,tinygif');
      url.searchParams.set('contentfilter', 'medium');
      // Tenor pages with the `next` token of the page before, which is the offset for search and featured.
      if (offset > 0) url.searchParams.set('pos', String(offset));
      const body = tenorResponse.parse(await getJson(url));
      return body.results.map((r) => {
        const [width = 0, height = 0] = r.media_formats.gif.dims ?? [];
        return {
          id: `tenor:${r.id}`,
          title: r.title || r.content_description || 'GIF',
          url: r.media_formats.gif.url,
          previewUrl: r.media_formats.tinygif?.url ?? r.media_formats.gif.url,
          width,
          height,
          tags: r.tags,
        };
      });
    },
  };
}
