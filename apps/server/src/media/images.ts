/**
 * Server-side image handling (issue 16, SPEC §5 Images, §8): every stored image is decoded and re-encoded
 * by sharp, which drops all metadata (EXIF with GPS, XMP, IPTC, comments) and applies the EXIF orientation
 * to the pixels; the longer side is kept within IMAGE_MAX_DIMENSION_PX. Animated GIFs keep their frames.
 */
import { IMAGE_MAX_DIMENSION_PX, messages } from '@rep/shared';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../http/errors';

/** An encoded image and its type. */
export interface EncodedImage {
  bytes: Buffer;
  mimeType: string;
}

/** Output format per input type: each keeps its format. */
const OUTPUT: Record<string, { format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'; mimeType: string }> = {
  'image/jpeg': { format: 'jpeg', mimeType: 'image/jpeg' },
  'image/png': { format: 'png', mimeType: 'image/png' },
  'image/webp': { format: 'webp', mimeType: 'image/webp' },
  'image/gif': { format: 'gif', mimeType: 'image/gif' },
  'image/avif': { format: 'avif', mimeType: 'image/avif' },
};

/** Opens an image of a sniffed type in sharp, oriented and bounded; GIF and WebP with all their frames. */
function open(bytes: Buffer, mimeType: string): Sharp {
  return sharp(bytes, { animated: mimeType === 'image/gif' || mimeType === 'image/webp' })
    .rotate()
    .resize({
      width: IMAGE_MAX_DIMENSION_PX,
      height: IMAGE_MAX_DIMENSION_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
}

/** Runs a sharp pipeline, answering a decoding failure as 400 'Unsupported image file'. */
async function encode(pipeline: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await pipeline();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('BadRequest', messages.unsupportedImage);
  }
}

/**
 * Re-encodes an image in its own format, without metadata and with its orientation applied.
 * @param mimeType the type sniffed from the bytes (media/sniff.ts)
 * @throws ApiError BadRequest 'Unsupported image file' (corrupt or undecodable bytes)
 */
export async function reencodeImage(bytes: Buffer, mimeType: string): Promise<EncodedImage> {
  const output = OUTPUT[mimeType];
  if (!output) throw new ApiError('BadRequest', messages.unsupportedImage);
  const data = await encode(() => open(bytes, mimeType).toFormat(output.format).toBuffer());
  return { bytes: data, mimeType: output.mimeType };
}

/**
 * Converts an image to WebP (POST /api/image/to-webp, SPEC §7), without metadata, oriented and bounded.
 * @throws ApiError BadRequest 'Unsupported image file'
 */
export async function toWebp(bytes: Buffer, mimeType: string): Promise<Buffer> {
  return encode(() => open(bytes, mimeType).webp().toBuffer());
}
