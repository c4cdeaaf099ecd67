/**
 * The Tenor and Giphy adapters (issue 16) against a local fake on 127.0.0.1 answering their documented JSON
 * shapes: the right path and parameters, the mapping to GifItem, and through POST /api/gif/search a provider
 * failure answered as an empty list (not a 500).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { giphyProvider } from './giphy';
import { tenorProvider } from './tenor';

/** Tenor v2's documented response (https://developers.google.com/tenor/guides/response-objects-and-errors). */
const tenorBody = {
  results: [
    {
      id: '1234',
      title: '',
      content_description: 'Cat Dancing GIF',
      created: 1_700_000_000,
      itemurl: 'https://tenor.com/view/cat-1234',
      url: 'https://tenor.com/1234',
      tags: ['cat', 'dance'],
      flags: [],
      hasaudio: false,
      media_formats: {
        gif: { url: 'https://media.tenor.com/a/cat.gif', dims: [498, 280], duration: 1.2, size: 900_000 },
        tinygif: {
          url: 'https://media.tenor.com/a/cat-tiny.gif',
          dims: [220, 124],
          duration: 1.2,
          size: 90_000,
        },
      },
    },
  ],
  next: '20',
};

/** Giphy's documented response (https://developers.giphy.com/docs/api/schema). */
const giphyBody = {
  data: [
    {
      type: 'gif',
      id: 'abCD12',
      url: 'https://giphy.com/gifs/abCD12',
      title: 'Happy Dog GIF',
      rating: 'g',
      images: {
        original: {
          url: 'https://media.giphy.com/media/abCD12/giphy.gif',
          width: '480',
          height: '270',
          size: '1000',
        },
        fixed_width: { url: 'https://media.giphy.com/media/abCD12/200w.gif', width: '200', height: '113' },
        fixed_width_small: {
          url: 'https://media.giphy.com/media/abCD12/100w.gif',
          width: '100',
          height: '56',
        },
      },
    },
  ],
  pagination: { total_count: 1, count: 1, offset: 0 },
  meta: { status: 200, msg: 'OK', response_id: 'x' },
};

let server: Server;
let base: string;
const seen: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://fake'));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('Tenor adapter', () => {
  const tenor = () => tenorProvider({ key: 'tenor-key', baseUrl: base });

  it('should search /v2/search with the key, limit and position, and map the results', async () => {
    answer = { status: 200, body: tenorBody };
    const items = await tenor().search({ q: 'cat', offset: 20, limit: 10 });
    expect(seen[0]?.pathname).toBe('/v2/search');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toMatchObject({
      q: 'cat',
      key: 'tenor-key',
      limit: '10',
      pos: '20',
      media_filter: 'gif,tinygif',
    });
    expect(items).toEqual([
      {
        id: 'tenor:1234',
        title: 'Cat Dancing GIF',
        url: 'https://media.tenor.com/a/cat.gif',
        previewUrl: 'https://media.tenor.com/a/cat-tiny.gif',
        width: 498,
        height: 280,
        tags: ['cat', 'dance'],
      },
    ]);
  });

  it('should ask /v2/featured without a query and without a position on the first page', async () => {
    answer = { status: 200, body: tenorBody };
    await tenor().search({ q: '', offset: 0, limit: 24 });
    expect(seen[0]?.pathname).toBe('/v2/featured');
    expect(seen[0]?.searchParams.has('q')).toBe(false);
    expect(seen[0]?.searchParams.has('pos')).toBe(false);
  });

  it('should throw on an error status or an unexpected shape', async () => {
    answer = { status: 429, body: { error: { code: 429, message: 'quota' } } };
    await expect(tenor().search({ q: 'cat', offset: 0, limit: 5 })).rejects.toThrow(/429/);
    answer = { status: 200, body: { results: [{ id: 1 }] } };
    await expect(tenor().search({ q: 'cat', offset: 0, limit: 5 })).rejects.toThrow();
  });
});

describe('Giphy adapter', () => {
  const giphy = () => giphyProvider({ key: 'giphy-key', baseUrl: base });

  it('should search /v1/gifs/search with the key, limit and offset, and map the results', async () => {
    answer = { status: 200, body: giphyBody };
    const items = await giphy().search({ q: 'dog', offset: 5, limit: 10 });
    expect(seen[0]?.pathname).toBe('/v1/gifs/search');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toMatchObject({
      api_key: 'giphy-key',
      q: 'dog',
      limit: '10',
      offset: '5',
    });
    expect(items).toEqual([
      {
        id: 'giphy:abCD12',
        title: 'Happy Dog GIF',
        url: 'https://media.giphy.com/media/abCD12/giphy.gif',
        previewUrl: 'https://media.giphy.com/media/abCD12/100w.gif',
        width: 480,
        height: 270,
        tags: [],
      },
    ]);
  });

  it('should ask /v1/gifs/trending without a query', async () => {
    answer = { status: 200, body: giphyBody };
    await giphy().search({ q: '', offset: 0, limit: 24 });
    expect(seen[0]?.pathname).toBe('/v1/gifs/trending');
    expect(seen[0]?.searchParams.has('q')).toBe(false);
  });
});

describe('POST /api/gif/search with a provider key', () => {
  it('should answer the provider’s GIFs, and an empty list when the provider fails', async () => {
    const t = await createTestApp({ GIPHY_API_KEY: 'giphy-key', GIPHY_BASE_URL: base });
    try {
      answer = { status: 200, body: giphyBody };
      const found = await t.call(apiEndpoints.gifSearch, { q: 'dog' });
      expect(found.status).toBe(200);
      expect(found.body.data.map((g: { id: string }) => g.id)).toEqual(['giphy:abCD12']);
      answer = { status: 500, body: { meta: { status: 500 } } };
      const failed = await t.call(apiEndpoints.gifSearch, { q: 'dog' });
      expect(failed.status).toBe(200);
      expect(failed.body.data).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('should prefer Tenor when both keys are set', async () => {
    const t = await createTestApp({
      TENOR_API_KEY: 'tenor-key',
      TENOR_BASE_URL: base,
      GIPHY_API_KEY: 'giphy-key',
      GIPHY_BASE_URL: base,
    });
    try {
      answer = { status: 200, body: tenorBody };
      const found = await t.call(apiEndpoints.gifSearch, { q: 'cat' });
      expect(found.body.data.map((g: { id: string }) => g.id)).toEqual(['tenor:1234']);
      expect(seen.at(-1)?.pathname).toBe('/v2/search');
    } finally {
      await t.close();
    }
  });
});
