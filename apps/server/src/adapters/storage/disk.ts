import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { nanoid } from 'nanoid';
import type { BlobStore, ByteRange } from './types';

/**
 * The default blob store: files under `<root>` (DATA_DIR/blobs), one per CID in a directory named by the
 * CID's last two characters (so no directory grows past a few thousand entries). A blob is written to a
 * temporary file in the same directory, then renamed into place: readers see the whole blob or none.
 * @param root an absolute directory (created when missing)
 */
export function createDiskBlobStore(root: string): BlobStore {
  const fileOf = (cid: string) => path.join(root, cid.slice(-2), cid);
  return {
    kind: 'disk',
    async has(cid) {
      try {
        await access(fileOf(cid));
        return true;
      } catch {
        return false;
      }
    },
    async put(cid, bytes) {
      const file = fileOf(cid);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${nanoid(8)}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(cid, range?: ByteRange): Promise<Readable | null> {
      const file = fileOf(cid);
      try {
        await access(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
  };
}
