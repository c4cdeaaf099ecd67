/**
 * What a file's first bytes say it is (SPEC §5 Images): the browser checks the content, not the name or the
 * type the operating system guessed, before compressing and uploading.
 */
export type SniffedImage = 'jpeg' | 'png' | 'webp' | 'bmp' | 'gif' | 'heic' | 'avif' | 'tiff' | 'ico' | 'svg';

/** Bytes {@link sniffImage} reads: the binary signatures need 12, an SVG's `<svg` may follow an XML prolog. */
export const SNIFF_BYTES = 256;

/** HEIF brands of the `ftyp` box (ISO/IEC 23008-12): HEIC stills and sequences, and the generic MIAF ones. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image format of `bytes` (a file's first {@link SNIFF_BYTES} bytes or more) from its signature, or null
 * when they are no image at all (text, PDF, video…). AVIF, TIFF, ICO and SVG are images the app does not take.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return 'heic';
    if (AVIF_BRANDS.has(brand)) return 'avif';
  }
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*')) return 'tiff';
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0) return 'ico';
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
      new TextDecoder().decode(bytes),
    )
  )
    return 'svg';
  return null;
}

/** Reads the first {@link SNIFF_BYTES} bytes of a file and sniffs them ({@link sniffImage}). */
export async function sniffFile(file: Blob): Promise<SniffedImage | null> {
  return sniffImage(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
