/**
 * A minimal BMP decoder (issue 16): sharp's libvips has no BMP loader, so uncompressed 24- and 32-bit
 * Windows bitmaps (BI_RGB, what browsers and paint programs write) are turned into raw RGBA pixels for
 * sharp. Palette and RLE-compressed bitmaps are not read (the upload answers 'Unsupported image file').
 */

/** Raw pixels: `width × height × 4` bytes, RGBA, top row first. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Largest side read, in pixels (a 20 MB file can not hold more anyway). */
const MAX_SIDE = 16_384;

/**
 * Decodes an uncompressed 24- or 32-bit BMP.
 * @returns the pixels, or null when the bitmap is of a kind this decoder does not read or is truncated
 */
export function decodeBmp(bytes: Buffer): RawImage | null {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (compression !== 0 || (bits !== 24 && bits !== 32)) return null;
  const bytesPerPixel = bits / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (offset + stride * height > bytes.length) return null;
  const data = Buffer.alloc(width * height * 4);
  const bottomUp = rawHeight > 0;
  for (let y = 0; y < height; y++) {
    const row = offset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const src = row + x * bytesPerPixel;
      const dst = (y * width + x) * 4;
      data[dst] = bytes[src + 2] ?? 0;
      data[dst + 1] = bytes[src + 1] ?? 0;
      data[dst + 2] = bytes[src] ?? 0;
      data[dst + 3] = 255;
    }
  }
  return { data, width, height };
}
