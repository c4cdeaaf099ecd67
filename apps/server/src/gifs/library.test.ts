/**
 * The instance's GIF library (issue 16): search by tag or title, newest first; a SysAdmin adds a stored GIF;
 * anyone else gets 403; a CID that is not a stored GIF is a 400.
 */
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../adapters/storage';
import { gifs, storageObjects } from '../db/schema';
import { storeObject } from '../storage/objects';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { generateGifLibrary } from './generate';
import { gifSize } from './library';
import { testGifCid } from './testing';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

/** A stored object row for `cid` of type `mimeType` (the storage's bytes are not needed by the library). */
const stored = async (mimeType = 'image/gif') => {
  const cid = testGifCid();
  await t.ctx.db.insert(storageObjects).values({ cid, size: 1000, mimeType });
  return cid;
};
const add = (input: { cid: string; title: string; tags?: string[] }, user = admin) =>
  t.call(apiEndpoints.gifAdd, { tags: [], ...input }, user.token);
const search = async (q: string, offset = 0, limit = 24) => {
  const res = await t.call(apiEndpoints.gifSearch, { q, offset, limit });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; title: string; url: string; previewUrl: string; tags: string[] }[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('Admin', 'SysAdmin');
  member = await t.signUp('Member', 'Gold');
});
afterAll(() => t.close());

describe('GIF library', () => {
  it('should let a SysAdmin add a stored GIF and find it by tag or title, case-insensitively', async () => {
    const cid = await stored();
    const res = await add({ cid, title: 'Dancing Cat', tags: ['Cats', 'dance'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: cid,
      title: 'Dancing Cat',
      url: `/storage/ipfs/${cid}`,
      previewUrl: `/storage/ipfs/${cid}`,
      tags: ['cats', 'dance'],
    });
    expect((await search('CAT')).map((g) => g.id)).toContain(cid);
    expect((await search('danc')).map((g) => g.id)).toContain(cid);
    expect((await search('cats')).map((g) => g.id)).toContain(cid);
    expect((await search('dog')).map((g) => g.id)).not.toContain(cid);
  });

  it('should read the size of a GIF stored through the storage', async () => {
    const [drawn] = await generateGifLibrary();
    if (!drawn) throw new Error('no GIF drawn');
    const { cid } = await storeObject(t.ctx.db, blobStoreFor(t.ctx.config), {
      accountId: admin.accountId,
      bytes: drawn.bytes,
      mimeType: 'image/gif',
    });
    const res = await add({ cid, title: 'Stored', tags: ['stored'] });
    expect(res.body.data).toMatchObject({ id: cid, width: 160, height: 120 });
  }, 30_000);

  it('should treat % and _ in a query literally', async () => {
    const cid = await stored();
    await add({ cid, title: 'Plain', tags: ['plain'] });
    expect((await search('%')).map((g) => g.id)).not.toContain(cid);
    expect((await search('_')).map((g) => g.id)).not.toContain(cid);
  });

  it('should list every GIF newest first when the query is empty, page by page', async () => {
    const first = await stored();
    await add({ cid: first, title: 'Older' });
    const second = await stored();
    await add({ cid: second, title: 'Newer' });
    const all = await search('');
    expect(all.findIndex((g) => g.id === second)).toBeLessThan(all.findIndex((g) => g.id === first));
    const [top] = await search('', 0, 1);
    const [next] = await search('', 1, 1);
    expect(top?.id).toBe(all[0]?.id);
    expect(next?.id).toBe(all[1]?.id);
  });

  it('should update the title and tags when the same GIF is added again', async () => {
    const cid = await stored();
    await add({ cid, title: 'First title', tags: ['one'] });
    const again = await add({ cid, title: 'Second title', tags: ['two'] });
    expect(again.body.data).toMatchObject({ id: cid, title: 'Second title', tags: ['two'] });
    const rows = (await t.ctx.db.select().from(gifs)).filter((row) => row.cid === cid);
    expect(rows).toHaveLength(1);
  });

  it('should refuse anyone but a SysAdmin with 403 and an anonymous caller with 401', async () => {
    const cid = await stored();
    expect((await add({ cid, title: 'Nope' }, member)).status).toBe(403);
    expect((await t.call(apiEndpoints.gifAdd, { cid, title: 'Nope', tags: [] })).status).toBe(401);
    expect((await search('nope')).map((g) => g.id)).not.toContain(cid);
  });

  it('should refuse a CID that is not stored, or not a GIF, with 400', async () => {
    const missing = await add({ cid: testGifCid(), title: 'Missing' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no stored object/);
    const png = await add({ cid: await stored('image/png'), title: 'Not a GIF' });
    expect(png.status).toBe(400);
    expect(png.body.message).toMatch(/not a GIF/);
  });
});

describe('generated GIF library', () => {
  it('should draw a few dozen distinct animated GIFs with titles and tags', async () => {
    const library = await generateGifLibrary();
    expect(library.length).toBeGreaterThanOrEqual(30);
    expect(new Set(library.map((g) => g.bytes.toString('base64'))).size).toBe(library.length);
    for (const gif of library) {
      expect(gif.title).not.toBe('');
      expect(gif.tags.length).toBeGreaterThan(0);
      expect(gifSize(gif.bytes)).toEqual({ width: 160, height: 120 });
    }
    const sharp = (await import('sharp')).default;
    const meta = await sharp(library[0]?.bytes, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBeGreaterThan(1);
  }, 30_000);

  it('should read no size from bytes that are not a GIF', () => {
    expect(gifSize(Buffer.from('\x89PNG\r\n\x1a\n0000'))).toBeNull();
  });
});
