import { messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { sniffFile, sniffImage } from './imageType';
import { ImageRejectedError, planImage, prepareImage } from './prepareImage';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]);

describe('sniffImage', () => {
  it('should know images by their signature, not their name', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(bytes('GIF89a'))).toBe('gif');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImage(bytes('BM', [0, 0, 0, 0]))).toBe('bmp');
    expect(sniffImage(HEIC)).toBe('heic');
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('heic');
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypavif'))).toBe('avif');
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull();
    expect(sniffImage(bytes('hello, world'))).toBeNull();
    expect(sniffImage(bytes('<?xml version="1.0"?>\n<svg xmlns='))).toBe('svg');
    expect(sniffImage(bytes('II*', [0]))).toBe('tiff');
    expect(sniffImage(bytes([0, 0, 1, 0, 1, 0]))).toBe('ico');
    expect(sniffImage(bytes('<html><body>svg</body>'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull();
  });

  it('should read a file’s first bytes', async () => {
    expect(await sniffFile(new Blob([PNG as BlobPart, 'rest']))).toBe('png');
  });
});

describe('planImage', () => {
  it('should compress jpeg, png and webp as themselves and bmp as png', () => {
    expect(planImage('jpeg', 'image/jpeg')).toEqual({ action: 'compress', type: 'image/jpeg' });
    expect(planImage('png', '')).toEqual({ action: 'compress', type: 'image/png' });
    expect(planImage('webp', 'image/webp')).toEqual({ action: 'compress', type: 'image/webp' });
    expect(planImage('bmp', 'image/bmp')).toEqual({ action: 'compress', type: 'image/png' });
  });

  it('should trust the bytes over the declared type', () => {
    expect(planImage('png', 'text/plain')).toEqual({ action: 'compress', type: 'image/png' });
    // A text file named .png: not an image at all.
    expect(planImage(null, 'image/png')).toEqual({ action: 'reject', reason: 'invalidType' });
  });

  it('should convert HEIC, keep GIFs, refuse other images and non-images', () => {
    expect(planImage('heic', '')).toEqual({ action: 'heic' });
    expect(planImage(null, 'image/heic')).toEqual({ action: 'heic' });
    expect(planImage('gif', 'image/gif')).toEqual({ action: 'keep' });
    expect(planImage('avif', 'image/avif')).toEqual({ action: 'reject', reason: 'unsupported' });
    expect(planImage('svg', 'image/svg+xml')).toEqual({ action: 'reject', reason: 'unsupported' });
    expect(planImage('tiff', 'image/tiff')).toEqual({ action: 'reject', reason: 'unsupported' });
    expect(planImage(null, 'application/pdf')).toEqual({ action: 'reject', reason: 'invalidType' });
    expect(planImage(null, '')).toEqual({ action: 'reject', reason: 'invalidType' });
  });
});

describe('prepareImage', () => {
  it('should refuse a text file named .png with the SPEC texts', async () => {
    const error = await prepareImage(new File(['not an image'], 'cat.png', { type: 'image/png' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({ title: messages.invalidFileType, description: messages.pleaseUploadImage });
  });

  it('should refuse an unsupported image with the SPEC texts', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' });
    await expect(prepareImage(svg)).rejects.toMatchObject({
      title: messages.unsupportedImage,
      description: messages.pleaseUploadDifferentImage,
    });
  });

  it('should upload a GIF as it is', async () => {
    const gif = new File([bytes('GIF89a', [1, 0, 1, 0]) as BlobPart], 'a.gif', { type: 'image/gif' });
    expect(await prepareImage(gif)).toBe(gif);
  });
});
