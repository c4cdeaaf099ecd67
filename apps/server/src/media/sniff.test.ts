/** Type sniffing from the bytes (issue 16): the formats the storage accepts, and what it refuses. */
import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);

describe('sniffMediaType', () => {
  it('should recognise images and videos by their magic numbers', () => {
    expect(sniffMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg');
    expect(sniffMediaType(Buffer.from('GIF89a....'))?.mimeType).toBe('image/gif');
    expect(sniffMediaType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mimeType).toBe('image/webp');
    expect(sniffMediaType(ftyp('avif'))).toEqual({ mimeType: 'image/avif', kind: 'image' });
    expect(sniffMediaType(ftyp('isom'))).toEqual({ mimeType: 'video/mp4', kind: 'video' });
    expect(sniffMediaType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toEqual({
      mimeType: 'video/webm',
      kind: 'video',
    });
  });

  it('should refuse text, HEIC, PDF, SVG and RIFF that is not WebP', () => {
    expect(sniffMediaType(Buffer.from('hello, I am a .png'))).toBeNull();
    expect(sniffMediaType(ftyp('heic'))).toBeNull();
    expect(sniffMediaType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(sniffMediaType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffMediaType(Buffer.alloc(0))).toBeNull();
  });
});
