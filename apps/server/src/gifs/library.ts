/**
 * The instance's own GIF library (issue 16 "GIFs and video links"): rows of `gifs` whose bytes are stored
 * objects, searched by tag or title. The embedded default of the GIF selection modal (SPEC §2).
 */
import type { GifItem } from '@rep/shared';
import { desc, sql } from 'drizzle-orm';
import type { BlobStore } from '../adapters/storage';
import type { Db } from '../db/client';
import { gifs } from '../db/schema';
import { ApiError } from '../http/errors';
import { findObject, storedObjectUrl } from '../storage/objects';

/** The media type a library GIF's stored object must have. */
export const GIF_MIME_TYPE = 'image/gif';

type GifRow = typeof gifs.$inferSelect;

/** A library row as the contract's {@link GifItem}; `url` and `previewUrl` are both the stored object's path. */
export function presentGif(row: GifRow): GifItem {
  const url = storedObjectUrl(row.cid);
  return {
    id: row.id,
    title: row.title,
    url,
    previewUrl: url,
    width: row.width,
    height: row.height,
    tags: row.tags,
  };
}

/** `text` as a LIKE pattern matching itself literally (`%`, `_` and `\` escaped). */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the library: GIFs whose title contains `q` or one of whose tags starts with it (case-insensitive),
 * or every GIF when `q` is empty; newest first.
 * @param input.q the search text, trimmed ('' for all)
 * @param input.offset rows to skip; @param input.limit rows to return
 */
export async function searchLibrary(
  db: Db,
  input: { q: string; offset: number; limit: number },
): Promise<GifItem[]> {
  const q = input.q.trim().toLowerCase();
  const match = q
    ? sql`(${gifs.title} ilike ${`%${literalLike(q)}%`} or exists (select 1 from unnest(${gifs.tags}) as tag where tag like ${`${literalLike(q)}%`}))`
    : undefined;
  const rows = await db
    .select()
    .from(gifs)
    .where(match)
    .orderBy(desc(gifs.createdAt), desc(gifs.id))
    .offset(input.offset)
    .limit(input.limit);
  return rows.map(presentGif);
}

/**
 * Adds a stored GIF to the library (a SysAdmin's `/gif/add`, and the seed). Its size is read from the GIF's
 * logical screen descriptor ({@link gifSize}, {@link storedGifSize}), else 0 × 0 (unknown: the picker's
 * grid does not need it). Adding a CID already in the library updates its title and tags.
 * @throws ApiError BadRequest when `cid` is not a stored object of type image/gif
 */
export async function addToLibrary(
  db: Db,
  input: { cid: string; title: string; tags: string[]; createdBy: string | null; size?: GifSize },
): Promise<GifItem> {
  const object = await findObject(db, input.cid);
  if (!object) throw new ApiError('BadRequest', 'cid: no stored object has this CID');
  if (object.mimeType !== GIF_MIME_TYPE)
    throw new ApiError('BadRequest', 'cid: the stored object is not a GIF');
  const tags = [...new Set(input.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  // A library GIF's id is its CID: adding it again updates the one row.
  const [row] = await db
    .insert(gifs)
    .values({
      id: input.cid,
      cid: input.cid,
      title: input.title,
      tags,
      ...(input.size ?? { width: 0, height: 0 }),
      createdBy: input.createdBy,
    })
    .onConflictDoUpdate({ target: gifs.id, set: { title: input.title, tags } })
    .returning();
  if (!row) throw new Error('gif insert returned no row');
  return presentGif(row);
}

/** A GIF's size in pixels. */
export interface GifSize {
  width: number;
  height: number;
}

/**
 * The size in a GIF's logical screen descriptor (bytes 6–9, little-endian), or null when `bytes` is not a GIF.
 */
export function gifSize(bytes: Uint8Array): GifSize | null {
  const signature = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 10) return null;
  return {
    width: (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8),
    height: (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8),
  };
}

/** The size of the stored GIF `cid`, read from its first 10 bytes in the blob store; null when unreadable. */
export async function storedGifSize(blobs: BlobStore, cid: string): Promise<GifSize | null> {
  const stream = await blobs.read(cid, { start: 0, end: 9 });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return gifSize(Buffer.concat(chunks));
}
