/**
 * The files the storage scenario uploads (bench/storageScenario.ts): every one distinct, so each upload
 * stores new content (no deduplication by CID helps). Images are real JPEGs of random pixels (sharp), so the
 * server's checks (type from the bytes, metadata stripped) run as on a phone's photo; videos are an MP4
 * `ftyp` box followed by random bytes (the storage keeps video bytes as they are).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file to upload. */
export interface BenchFile {
  kind: 'image' | 'video';
  name: string;
  type: string;
  bytes: Buffer;
}

/** JPEG quality of the generated images (a phone camera's is about 85–95). */
const JPEG_QUALITY = 85;
/** Bytes per pixel of a random-pixel JPEG at {@link JPEG_QUALITY} (4:2:0), measured with sharp: 0.72–0.74. */
const JPEG_BYTES_PER_PIXEL = 0.73;

/** An ISO base media `ftyp` box (isom, mp41): what makes the bytes an MP4 to a sniffer. */
const FTYP = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');

/**
 * A JPEG of random pixels of about `targetBytes` (square; within ±20 %).
 * @throws Error when sharp cannot encode it
 */
export async function randomJpeg(targetBytes: number): Promise<Buffer> {
  const side = Math.max(16, Math.round(Math.sqrt(targetBytes / JPEG_BYTES_PER_PIXEL)));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** An MP4-looking file of exactly `bytes` bytes: the `ftyp` box, then random bytes. */
export function randomVideo(bytes: number): Buffer {
  return Buffer.concat([FTYP, randomBytes(Math.max(0, bytes - FTYP.length))]);
}

/** `images` distinct images of about `imageBytes` and `videos` distinct videos of `videoBytes`, in that order. */
export async function benchFiles(
  images: number,
  imageBytes: number,
  videos: number,
  videoBytes: number,
): Promise<BenchFile[]> {
  const files: BenchFile[] = [];
  for (let k = 0; k < images; k++) {
    files.push({
      kind: 'image',
      name: `photo-${k}.jpg`,
      type: 'image/jpeg',
      bytes: await randomJpeg(imageBytes),
    });
  }
  for (let k = 0; k < videos; k++) {
    files.push({ kind: 'video', name: `clip-${k}.mp4`, type: 'video/mp4', bytes: randomVideo(videoBytes) });
  }
  return files;
}
