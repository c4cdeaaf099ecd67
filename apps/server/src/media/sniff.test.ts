/** Type sniffing from the bytes (issue 16): the formats the storage accepts, and what it refuses. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(500)]);
const image = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .toFormat(format)
    .toBuffer();

describe('sniffMediaType', () => {
  it('should recognise real images and videos from their bytes', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp', 'avif'] as const) {
      expect(await sniffMediaType(await image(format))).toEqual({
        mimeType: `image/${format}`,
        kind: 'image',
      });
    }
    expect(await sniffMediaType(ftyp('isom'))).toEqual({ mimeType: 'video/mp4', kind: 'video' });
  });

  it('should refuse text, HEIC, BMP, PDF, SVG and WAV, whatever the name says', async () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM');
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    for (const bytes of [
      Buffer.from('hello, I am a .png'),
      ftyp('heic'),
      bmp,
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(100)]),
      Buffer.alloc(0),
    ]) {
      expect(await sniffMediaType(bytes)).toBeNull();
    }
  });
});
