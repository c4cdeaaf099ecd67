/**
 * Storage uploads (issue 16, SPEC §7): upload → CID → the same bytes back; the type sniffed from the bytes;
 * 401, 400 and 413 answered as envelopes; the account quota; the JSON upload.
 */
import {
  apiEndpoints,
  MEDIA_IMAGE_MAX_BYTES,
  messages,
  STORAGE_CHUNK_BYTES,
  STORAGE_QUOTA_BYTES,
} from '@rep/shared';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageUploads } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { cidOf } from './cid';
import { multipartFile } from './testing';

let t: TestApp;
let user: TestUser;

/** POSTs a multipart file to uploadFile. */
const uploadFile = async (
  bytes: Uint8Array,
  opts: { field?: string; name?: string; type?: string; token?: string | null } = {},
) => {
  const body = await multipartFile(bytes, opts);
  const token = opts.token === undefined ? user.token : opts.token;
  const response = await t.app.inject({
    method: 'POST',
    url: '/storage/api/v1/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const png = (color: string) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp('Uploader');
});
afterAll(() => t.close());

describe('uploadFile', () => {
  it('should store an image under its CID and serve the same bytes back with its type', async () => {
    const res = await uploadFile(await png('#ff0000'), { name: 'red.png', type: 'image/png' });
    expect(res.status).toBe(200);
    const object = res.body.data;
    expect(object.mimeType).toBe('image/png');
    expect(object.url).toBe(`/storage/ipfs/${object.cid}`);
    const back = await get(object.url);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.length).toBe(object.size);
    const expected = CID.createV1(raw.code, await sha256.digest(back.rawPayload)).toString();
    expect(object.cid).toBe(expected);
    expect((await sharp(back.rawPayload).metadata()).width).toBe(8);
  });

  it('should give the same bytes the same CID, stored once', async () => {
    const bytes = await png('#00ff00');
    const first = await uploadFile(bytes);
    const other = await t.signUp('Other');
    const second = await uploadFile(bytes, { token: other.token });
    expect(second.body.data.cid).toBe(first.body.data.cid);
    const state = await t.call(apiEndpoints.storageSysState, {});
    const again = await uploadFile(bytes);
    expect((await t.call(apiEndpoints.storageSysState, {})).body.data.objects).toBe(state.body.data.objects);
    expect(again.body.data.cid).toBe(first.body.data.cid);
  });

  it('should refuse a text file named .png and declared image/png with Invalid file type', async () => {
    const res = await uploadFile(Buffer.from('<script>alert(1)</script>'), {
      name: 'evil.png',
      type: 'image/png',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BadRequest', message: messages.invalidFileType });
  });

  it('should strip EXIF and GPS metadata and apply the orientation', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SecretCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('SecretCam'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF block.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const res = await uploadFile(jpeg, { name: 'photo.jpg' });
    expect(res.status).toBe(200);
    const back = (await get(res.body.data.url)).rawPayload;
    const after = await sharp(back).metadata();
    expect(after.exif).toBeUndefined();
    expect(back.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(back.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(after.orientation).toBeUndefined();
    // Orientation 6 (rotate 90°) applied to the pixels: 40×20 becomes 20×40.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('should keep a GIF animated', async () => {
    const frame = (color: string) =>
      sharp({ create: { width: 4, height: 4, channels: 4, background: color } })
        .png()
        .toBuffer();
    const twoFrames = await sharp([await frame('#ff0000'), await frame('#00ff00')], {
      join: { animated: true },
    })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(twoFrames, { animated: true }).metadata()).pages).toBe(2);
    const res = await uploadFile(twoFrames, { name: 'anim.gif' });
    expect(res.status).toBe(200);
    expect(res.body.data.mimeType).toBe('image/gif');
    const back = (await get(res.body.data.url)).rawPayload;
    expect((await sharp(back, { animated: true }).metadata()).pages).toBe(2);
  });

  it('should refuse a BMP (the web app converts BMP before upload; sharp cannot read it)', async () => {
    const bmp = Buffer.alloc(54 + 16);
    bmp.write('BM');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.fill(0xff, 54);
    const res = await uploadFile(bmp, { name: 'a.bmp' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.invalidFileType);
  });

  it('should store a video as it is', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 7)]);
    const res = await uploadFile(mp4, { name: 'clip.txt', type: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.data.mimeType).toBe('video/mp4');
    expect((await get(res.body.data.url)).rawPayload.equals(mp4)).toBe(true);
  });

  it('should store a file of several chunks under its UnixFS root CID and serve it back whole and by range', async () => {
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(STORAGE_CHUNK_BYTES + 500_000, 3),
    ]);
    video.fill(9, STORAGE_CHUNK_BYTES - 2, STORAGE_CHUNK_BYTES + 2);
    const res = await uploadFile(video, { name: 'long.mp4' });
    expect(res.status).toBe(200);
    expect(res.body.data.cid).toBe(await cidOf(video));
    expect(res.body.data.cid.startsWith('bafybei')).toBe(true);
    expect((await get(res.body.data.url)).rawPayload.equals(video)).toBe(true);
    const across = await get(res.body.data.url, {
      range: `bytes=${STORAGE_CHUNK_BYTES - 3}-${STORAGE_CHUNK_BYTES + 2}`,
    });
    expect(across.statusCode).toBe(206);
    expect([...across.rawPayload]).toEqual([3, 9, 9, 9, 9, 3]);
  });

  it('should answer 401 without a session', async () => {
    const res = await uploadFile(await png('#000000'), { token: null });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('should answer an envelope 400 for a body that is not multipart, no file or another field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/storage/api/v1/uploadFile',
      payload: { data: 'x' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
    const text = await t.app.inject({
      method: 'POST',
      url: '/storage/api/v1/uploadFile',
      payload: 'hello',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const wrongField = await uploadFile(await png('#123456'), { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/^file: /);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/storage/api/v1/uploadFile',
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().success).toBe(false);
  });

  it('should answer 413 for an image over MEDIA_IMAGE_MAX_BYTES', async () => {
    const big = Buffer.alloc(MEDIA_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await uploadFile(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      code: 'TooLarge',
      message: 'Images must be at most 20 MB',
    });
  });

  it('should answer 413 naming the quota when an upload would exceed it', async () => {
    const full = await t.signUp('Full');
    await t.ctx.db
      .insert(storageUploads)
      .values({ accountId: full.accountId, cid: 'bafkreiquotafiller', size: STORAGE_QUOTA_BYTES - 10 });
    const res = await uploadFile(await png('#abcdef'), { token: full.token });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Storage quota of 2 GB reached: this upload would exceed it');
  });
});

describe('upload {data}', () => {
  it('should store a text and a JSON value and serve them back', async () => {
    const text = await t.call(apiEndpoints.storageUpload, { data: 'hello storage' }, user.token);
    expect(text.status).toBe(200);
    const back = await get(text.body.data.url);
    expect(back.body).toBe('hello storage');
    expect(back.headers['content-type']).toBe('text/plain; charset=utf-8');
    const json = await t.call(apiEndpoints.storageUpload, { data: { a: 1 } }, user.token);
    expect(json.body.data.mimeType).toBe('application/json');
    expect((await get(json.body.data.url)).json()).toEqual({ a: 1 });
    expect((await t.call(apiEndpoints.storageUpload, { data: 'x' })).status).toBe(401);
  });
});
