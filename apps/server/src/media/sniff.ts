/**
 * Media type sniffing from the bytes (issue 16, SPEC §5 Images: "the type is checked from the bytes, not
 * the name"), by `file-type` (magic numbers of hundreds of formats), narrowed to what the storage accepts.
 * The file name and the declared Content-Type are never consulted.
 */
import { fileTypeFromBuffer } from 'file-type';

/** What kind of media a sniffed type is: images are re-encoded, videos stored as they are. */
export type MediaKind = 'image' | 'video';

/** A type recognised from a file's bytes. */
export interface SniffedType {
  mimeType: string;
  kind: MediaKind;
}

/**
 * The accepted types. BMP is not among them: sharp cannot read it, and the web app converts BMP (like JPEG,
 * PNG and WebP) before upload (SPEC §5). HEIC is converted in the browser too (sharp has no HEVC decoder).
 */
const ACCEPTED: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
};

/**
 * The media type of a file from its bytes: JPEG, PNG, GIF, WebP and AVIF images, MP4 and WebM videos; null
 * for anything else (text, HEIC, BMP, PDF, SVG, …), which the storage refuses as 'Invalid file type'.
 */
export async function sniffMediaType(bytes: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? ACCEPTED[found.mime] : undefined;
  return found && kind ? { mimeType: found.mime, kind } : null;
}
