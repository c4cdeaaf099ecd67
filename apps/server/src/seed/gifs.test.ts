/**
 * The seed's GIF library (issue 16): a few dozen GIFs stored through the storage, served back from
 * /storage/ipfs/<cid> as image/gif, searchable by tag; seeding again adds nothing.
 */
import { apiEndpoints, type GifItem } from '@rep/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { seedGifs } from './gifs';

let t: TestApp;
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedGifs(t.ctx);
}, 60_000);
afterAll(() => t.close());

describe('seed GIF library', () => {
  it('should list a few dozen GIFs, newest first, each served from storage as an animated GIF', async () => {
    expect(seeded).toBeGreaterThanOrEqual(30);
    const res = await t.call(apiEndpoints.gifSearch, { q: '', limit: 50 });
    const items = res.body.data as GifItem[];
    expect(items).toHaveLength(seeded);
    const first = items[0] as GifItem;
    expect(first.url).toMatch(/^\/storage\/ipfs\/b[a-z2-7]+$/);
    expect(first).toMatchObject({ width: 160, height: 120 });
    const served = await t.app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  });

  it('should find GIFs by tag', async () => {
    const res = await t.call(apiEndpoints.gifSearch, { q: 'thanks' });
    const titles = (res.body.data as GifItem[]).map((g) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Thank you', 'Thanks a lot']));
    expect(titles).not.toContain('Hello');
  });

  it('should add nothing when seeded again', async () => {
    await seedGifs(t.ctx);
    const [row] = await t.ctx.db.select({ n: count() }).from(gifs);
    expect(row?.n).toBe(seeded);
  }, 60_000);
});
