/**
 * POST /api/image/to-webp (SPEC §7): an image comes back as image/webp; anything else is a 400 envelope,
 * a missing session 401, a file over MEDIA_IMAGE_MAX_BYTES 413.
 */
import { MEDIA_IMAGE_MAX_BYTES, messages } from '@rep/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../storage/testing';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let user: TestUser;

const toWebp = async (bytes: Uint8Array, token: string | null = user.token) => {
  const body = await multipartFile(bytes, { name: 'x.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/image/to-webp',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp('Converter');
});
afterAll(() => t.close());

describe('POST /api/image/to-webp', () => {
  it('should convert a PNG to WebP', async () => {
    const png = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const res = await toWebp(png);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 30, 10]);
  });

  it('should refuse what is not an image, a corrupt image, no session and a file too large', async () => {
    const text = await toWebp(Buffer.from('just text'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, message: messages.invalidFileType });
    // A real PNG cut short: its signature and header say PNG, its pixels are gone.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c36' } })
      .png()
      .toBuffer();
    const corrupt = await toWebp(png.subarray(0, 40));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toBe(messages.unsupportedImage);
    expect((await toWebp(Buffer.from('x'), null)).statusCode).toBe(401);
    const big = await toWebp(Buffer.alloc(MEDIA_IMAGE_MAX_BYTES + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'TooLarge' });
  });
});
