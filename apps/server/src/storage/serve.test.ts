/**
 * GET /storage/ipfs/:cid (issue 16): ETag and If-None-Match → 304, byte ranges (206, 416), immutable
 * caching, nosniff and the sandbox CSP; 400 for a malformed CID, 404 for an unknown one.
 */
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { parseRange, STORED_OBJECT_CSP } from './serve';

let t: TestApp;
let url: string;
let cid: string;
const text = '0123456789abcdefghij';

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signUp('Reader');
  const res = await t.call(apiEndpoints.storageUpload, { data: text }, user.token);
  ({ url, cid } = res.body.data);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('GET /storage/ipfs/:cid', () => {
  it('should serve the bytes with ETag, immutable caching, nosniff and a sandbox CSP', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(text);
    expect(res.headers.etag).toBe(`"${cid}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(STORED_OBJECT_CSP);
    expect(STORED_OBJECT_CSP).toContain('sandbox');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('should answer 304 to a matching If-None-Match', async () => {
    const res = await get(url, { 'if-none-match': `"${cid}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('should answer byte ranges with 206 and an unsatisfiable one with 416', async () => {
    const middle = await get(url, { range: 'bytes=2-5' });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('2345');
    expect(middle.headers['content-range']).toBe(`bytes 2-5/${text.length}`);
    expect((await get(url, { range: 'bytes=-3' })).body).toBe('hij');
    expect((await get(url, { range: 'bytes=18-' })).body).toBe('ij');
    const beyond = await get(url, { range: 'bytes=50-60' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${text.length}`);
  });

  it('should answer 400 for a malformed CID and 404 for an unknown one', async () => {
    const bad = await get('/storage/ipfs/not-a-cid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const unknown = await get('/storage/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NotFound');
  });
});

describe('parseRange', () => {
  it('should read single ranges and ignore others', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
  });
});
