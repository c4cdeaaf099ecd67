/**
 * The demo GIF library (issue 16 "GIFs and video links"): the GIFs of gifs/generate.ts stored through the
 * storage (so they are served at /storage/ipfs/<cid> like any upload) and listed in `gifs` with their titles
 * and tags. Content addressing makes it idempotent: a second run stores nothing new.
 */
import { blobStoreFor } from '../adapters/storage';
import type { AppContext } from '../context';
import { generateGifLibrary } from '../gifs/generate';
import { addToLibrary, GIF_MIME_TYPE, gifSize } from '../gifs/library';
import { storeObject } from '../storage/objects';

/** The uploader the seed's GIFs count against (no account: the instance's own library). */
export const GIF_LIBRARY_UPLOADER = 'rep|gif-library';

/**
 * Draws, stores and lists the seed's GIF library (about 36 GIFs, a few seconds).
 * @returns how many GIFs the library holds after
 */
export async function seedGifs(ctx: AppContext): Promise<number> {
  const blobs = blobStoreFor(ctx.config);
  const library = await generateGifLibrary();
  for (const gif of library) {
    const stored = await storeObject(ctx.db, blobs, {
      accountId: GIF_LIBRARY_UPLOADER,
      bytes: gif.bytes,
      mimeType: GIF_MIME_TYPE,
    });
    await addToLibrary(ctx.db, {
      cid: stored.cid,
      title: gif.title,
      tags: gif.tags,
      createdBy: null,
      size: gifSize(gif.bytes) ?? undefined,
    });
  }
  return library.length;
}
