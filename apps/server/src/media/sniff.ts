/**
 * Media type sniffing from the bytes (issue 16, SPEC §5 Images: "the type is checked from the bytes, not
 * the name"): the magic numbers of the image and video formats the storage accepts. The file name and the
 * declared Content-Type are never consulted.
 */

/** What kind of media a sniffed type is: images are re-encoded, videos stored as they are. */
export type MediaKind = 'image' | 'video';

/** A type recognised from a file's first bytes. */
export interface SniffedType {
  mimeType: string;
  kind: MediaKind;
}

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  bytes.length >= offset + text.length &&
  [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** The ISO base media (`ftyp`) brands that are AVIF images; other brands (isom, mp41, mp42, avc1, …) are MP4. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Brands of ISO-BMFF files that are neither MP4 video nor AVIF (HEIC/HEIF images, which sharp cannot read). */
const REFUSED_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Reads an ISO-BMFF `ftyp` box's major brand, or null when the bytes do not start with one. */
function ftypBrand(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return null;
  return String.fromCharCode(...bytes.subarray(8, 12)).trim();
}

/**
 * The media type of a file from its first bytes: JPEG, PNG, GIF, WebP, BMP and AVIF images, MP4 and WebM
 * videos; null for anything else (text, HEIC, PDF, …), which the storage refuses as 'Invalid file type'.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', kind: 'image' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', kind: 'image' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { mimeType: 'image/gif', kind: 'image' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { mimeType: 'image/webp', kind: 'image' };
  if (ascii(bytes, 0, 'BM') && bytes.length >= 26) return { mimeType: 'image/bmp', kind: 'image' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mimeType: 'video/webm', kind: 'video' };
  const brand = ftypBrand(bytes);
  if (brand !== null) {
    if (AVIF_BRANDS.has(brand)) return { mimeType: 'image/avif', kind: 'image' };
    if (REFUSED_BRANDS.has(brand)) return null;
    return { mimeType: 'video/mp4', kind: 'video' };
  }
  return null;
}
