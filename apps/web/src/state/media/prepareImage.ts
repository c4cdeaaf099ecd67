import { IMAGE_MAX_DIMENSION_PX, MEDIA_IMAGE_MAX_BYTES, messages } from '@rep/shared';
import { type SniffedImage, sniffFile } from './imageType';

/**
 * Why the browser refused a chosen file (SPEC §5 Images, §8 texts): `title` and `description` are the toast's.
 * `invalidType`: not an image at all; `unsupported`: an image this app cannot take (SVG, TIFF, a broken file…).
 */
export class ImageRejectedError extends Error {
  readonly title: string;
  readonly description: string;
  constructor(readonly reason: 'invalidType' | 'unsupported') {
    const title = reason === 'invalidType' ? messages.invalidFileType : messages.unsupportedImage;
    super(title);
    this.name = 'ImageRejectedError';
    this.title = title;
    this.description =
      reason === 'invalidType' ? messages.pleaseUploadImage : messages.pleaseUploadDifferentImage;
  }
}

/** Formats compressed to at most {@link IMAGE_MAX_DIMENSION_PX}, with the type they are re-encoded to. */
const COMPRESSED: Partial<Record<SniffedImage, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // BMP is uncompressed: it leaves as PNG (lossless).
  bmp: 'image/png',
};

/**
 * The decision for a file (pure, SPEC §5 Images): what its bytes and declared type make of it.
 * - `reject`: not an image (`invalidType`) or one this app cannot take (`unsupported`);
 * - `heic`: HEIC/HEIF, converted to JPEG first (heic-to, loaded only then) and then compressed;
 * - `compress`: jpeg, png, webp, bmp, re-encoded to `type` within {@link IMAGE_MAX_DIMENSION_PX};
 * - `keep`: a GIF (compressing would drop its animation), uploaded as it is.
 */
export type ImagePlan =
  | { action: 'reject'; reason: 'invalidType' | 'unsupported' }
  | { action: 'heic' }
  | { action: 'compress'; type: string }
  | { action: 'keep' };

/**
 * Plans a file from its sniffed format (`sniffed`, from its bytes) and the type the browser declared: the
 * bytes decide, whatever the name or declared type (a text file named `.png` is no image: invalid type);
 * an image of another format (AVIF, TIFF, ICO, SVG) is unsupported. HEIC is also recognised from its
 * declared type (some phones' files start with a brand this sniffing does not list).
 */
export function planImage(sniffed: SniffedImage | null, declaredType: string): ImagePlan {
  const declared = declaredType.toLowerCase();
  if (sniffed === 'heic' || (sniffed === null && /^image\/hei[cf](-sequence)?$/.test(declared)))
    return { action: 'heic' };
  if (sniffed === 'gif') return { action: 'keep' };
  const type = sniffed ? COMPRESSED[sniffed] : undefined;
  if (type) return { action: 'compress', type };
  if (sniffed) return { action: 'reject', reason: 'unsupported' };
  return { action: 'reject', reason: 'invalidType' };
}

/** The file's name with the extension of `type` (`photo.heic` → `photo.jpg`). */
function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.replace('image/', '');
  return `${name.replace(/\.[^./]*$/, '') || 'image'}.${extension}`;
}

async function convertHeic(file: File): Promise<File> {
  // heic-to is a 3 MB chunk of WebAssembly: loaded only for a HEIC file. Its CSP build runs without eval.
  const { heicTo } = await import('heic-to/csp');
  const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
  return new File([jpeg], renamed(file.name, 'image/jpeg'), { type: 'image/jpeg' });
}

async function compress(file: File, type: string, signal?: AbortSignal): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const typed = file.type === type ? file : new File([file], file.name, { type });
  const result = await imageCompression(typed, {
    maxWidthOrHeight: IMAGE_MAX_DIMENSION_PX,
    maxSizeMB: MEDIA_IMAGE_MAX_BYTES / (1024 * 1024),
    fileType: type,
    // Its worker imports the library from a CDN, which the CSP (rightly) refuses: compress on this thread.
    useWebWorker: false,
    signal,
  });
  return new File([result], renamed(file.name, type), { type });
}

/**
 * Makes a chosen file ready to upload as a post's or article's image (SPEC §5 Images): checks its bytes,
 * converts HEIC to JPEG, re-encodes jpeg/png/webp/bmp within {@link IMAGE_MAX_DIMENSION_PX} px on the longer
 * side (browser-image-compression), keeps GIFs as they are.
 * @throws {ImageRejectedError} when the file is not an image or an image the browser cannot decode
 * @throws the signal's reason when `signal` aborts
 */
export async function prepareImage(file: File, options: { signal?: AbortSignal } = {}): Promise<File> {
  const plan = planImage(await sniffFile(file), file.type);
  if (plan.action === 'reject') throw new ImageRejectedError(plan.reason);
  if (plan.action === 'keep') return file;
  try {
    const source = plan.action === 'heic' ? await convertHeic(file) : file;
    return await compress(source, plan.action === 'heic' ? 'image/jpeg' : plan.type, options.signal);
  } catch {
    if (options.signal?.aborted) throw options.signal.reason;
    // A file with an image's signature that the browser (or libheif) cannot decode.
    throw new ImageRejectedError('unsupported');
  }
}
