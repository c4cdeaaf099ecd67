import { createAvatar } from '@dicebear/core';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Avatar styles served (DiceBear 9, CC0 artwork), by their name in the path and in the collection. */
const STYLES = ['notionists'] as const;
type AvatarStyle = (typeof STYLES)[number];

/** Soft backgrounds; DiceBear picks one per seed. */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d9'];
const SEED = /^[A-Za-z0-9._-]{1,64}$/;
/** Cache policy of content that never changes at its address (hashed assets, avatars), a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rendered SVGs kept in memory, most recently used last (each about 15 KB, so at most about 4 MB). */
const CACHE_ENTRIES = 256;

/**
 * The site path of a generated avatar (`/avatars/<style>/<seed>.svg`), as stored in `accounts.avatar` by the
 * demo seed. Root-relative, so it works on whatever host the site is opened with.
 * @param seed letters, digits, `.`, `_`, `-` (1–64 characters), e.g. a username
 */
export function avatarPath(seed: string, style: AvatarStyle = 'notionists'): string {
  return `/avatars/${style}/${seed}.svg`;
}

/**
 * GET /avatars/:style/:seed.svg — a DiceBear avatar rendered from the seed: the same image for the same path
 * on every process and every start, so it needs no storage and is cached by browsers for a year
 * (`immutable`). The SVG carries its own CSP (no scripts, no loads; inline styles only) and `nosniff`, so
 * opening it directly runs nothing. Unknown styles and malformed seeds are 404.
 */
export function registerAvatarRoute(app: FastifyInstance): void {
  const cache = new Map<string, string>();
  // The collection takes a few hundred ms to load: the first avatar pays it, not every start.
  let collection: Promise<typeof import('@dicebear/collection')> | undefined;
  const render = async (style: AvatarStyle, seed: string): Promise<string> => {
    const key = `${style}/${seed}`;
    const cached = cache.get(key);
    if (cached !== undefined) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    collection ??= import('@dicebear/collection');
    const svg = createAvatar((await collection)[style], { seed, backgroundColor: BACKGROUNDS }).toString();
    cache.set(key, svg);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return svg;
  };

  app.get<{ Params: { style: string; file: string } }>('/avatars/:style/:file', async (request, reply) => {
    const { style, file } = request.params;
    const seed = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!STYLES.includes(style as AvatarStyle) || !SEED.test(seed)) {
      throw new ApiError('NotFound', `No avatar ${request.url.split('?')[0]}`);
    }
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        // The browser extension's pages (chrome-extension://…, issue 17) show avatars from here.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(await render(style as AvatarStyle, seed))
    );
  });
}
