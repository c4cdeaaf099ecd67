import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { avatarPath } from './avatars';

// A web build is present, so the SPA fallback is live: a bad avatar path must still be a 404, not the page.
const webDist = mkdtempSync(path.join(tmpdir(), 'rep-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rep</title>');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /avatars/:style/:seed.svg', () => {
  it('should render the same SVG for the same seed, cacheable for a year, safe to open directly', async () => {
    const first = await get(avatarPath('nasir.legros26'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body).toMatch(/^<svg[\s>]/);
    expect(first.body).not.toMatch(/<script|javascript:|\son\w+=/i);
    expect((await get(avatarPath('nasir.legros26'))).body).toBe(first.body);
    expect((await get(avatarPath('ada_tester'))).body).not.toBe(first.body);
  });

  it.each([
    ['an unknown style', '/avatars/bottts/nasir.svg'],
    ['a file that is not .svg', '/avatars/notionists/nasir.png'],
    ['an empty seed', '/avatars/notionists/.svg'],
    ['a seed with other characters', '/avatars/notionists/a%20b.svg'],
    ['a seed over 64 characters', `/avatars/notionists/${'a'.repeat(65)}.svg`],
    ['a prototype key as style', '/avatars/constructor/nasir.svg'],
    ['a path of one segment', '/avatars/nasir.svg'],
  ])('should answer 404 with the envelope for %s', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NotFound' });
  });
});
