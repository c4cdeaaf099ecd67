import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const webDist = mkdtempSync(path.join(tmpdir(), 'rep-web-'));
const bundle = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rep</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), bundle);
  // As apps/web/precompress.mjs leaves them beside a file at build time.
  writeFileSync(path.join(webDist, 'assets', 'vendor-XyZ789.js'), bundle);
  writeFileSync(path.join(webDist, 'assets', 'vendor-XyZ789.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(webDist, 'assets', 'vendor-XyZ789.js.gz'), gzipSync(bundle));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('web app files', () => {
  it('serves hashed assets brotli-compressed and immutable for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the files compressed at build time as they are (brotli, else gzip), not compressed again', async () => {
    const file = path.join(webDist, 'assets', 'vendor-XyZ789.js');
    for (const [accept, encoding, sibling] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/vendor-XyZ789.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(readFileSync(file + sibling))).toBe(true);
    }
  });

  it('serves index.html, directly and as the SPA fallback, to be revalidated (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/Rep/search']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('compressed API responses', () => {
  it('compresses a feed page (gzip or brotli)', async () => {
    const author = await t.signUp('Writer', 'Silver');
    for (let i = 0; i < 6; i++) {
      await t.call(
        apiEndpoints.createPost,
        { body: `Post number ${i} with some words to fill the page` },
        author.token,
      );
    }
    const plain = await t.call(apiEndpoints.listPosts, {});
    expect(plain.body.data.length).toBe(6);
    const decode = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const encoding of ['gzip', 'br'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/post/list',
        payload: {},
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.body);
    }
  });

  it('sends small bodies as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});
