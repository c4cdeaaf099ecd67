import type { Readable } from 'node:stream';

/** A byte range of a blob, both ends included (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored objects' bytes live (issue 16, docs/DECISIONS.md "Storage"), keyed by CID: the data directory
 * (adapters/storage/disk.ts) or an S3 bucket (adapters/storage/s3.ts). Content addressing makes every
 * write idempotent: the same key always holds the same bytes.
 */
export interface BlobStore {
  /** 'disk' or 's3', for logs and the operator. */
  readonly kind: 'disk' | 's3';
  /** Whether the store holds the blob of `cid`. */
  has(cid: string): Promise<boolean>;
  /** Writes the blob of `cid` (atomically: a reader never sees a partial blob). */
  put(cid: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the blob (or of `range` of it), or null when the store does not hold it. */
  read(cid: string, range?: ByteRange): Promise<Readable | null>;
}
