/**
 * Stored objects (issue 16, SPEC §7 Distributed storage): content-addressed, stored once whoever uploads
 * them; `storage_uploads` pairs accounts with the objects they uploaded, for the per-account quota.
 */
import { STORAGE_QUOTA_BYTES, type StoredObject } from '@rep/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../adapters/storage';
import type { Db } from '../db/client';
import { storageObjects, storageUploads } from '../db/schema';
import { ApiError } from '../http/errors';
import { cidOf } from './cid';

/** The public path of a stored object: `/storage/ipfs/<cid>`. */
export const storedObjectUrl = (cid: string): string => `/storage/ipfs/${cid}`;

/** A storage_objects row as the API shows it. */
export const toStoredObject = (row: { cid: string; size: number; mimeType: string }): StoredObject => ({
  cid: row.cid,
  size: row.size,
  mimeType: row.mimeType,
  url: storedObjectUrl(row.cid),
});

/** `n` bytes in the largest whole unit, for messages ("2 GB"). */
export function formatBytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit++;
  }
  return `${value} ${units[unit]}`;
}

/** The bytes an account has uploaded, each object counted once. */
export async function usedBytes(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storageUploads.size}), 0)` })
    .from(storageUploads)
    .where(eq(storageUploads.accountId, accountId));
  return Number(row?.used ?? 0);
}

/**
 * Stores bytes for an account and answers the object: the CID is computed (storage/cid.ts), the blob
 * written unless the store already holds it, the object row and the account's upload row inserted unless
 * present. An object the account already uploaded costs no quota again.
 * @param mimeType the type sniffed from the bytes (never the client's word)
 * @throws ApiError TooLarge (413) when the upload would take the account past STORAGE_QUOTA_BYTES
 */
export async function storeObject(
  db: Db,
  blobs: BlobStore,
  opts: { accountId: string; bytes: Uint8Array; mimeType: string },
): Promise<StoredObject> {
  const { accountId, bytes, mimeType } = opts;
  const cid = await cidOf(bytes);
  const [already] = await db
    .select({ cid: storageUploads.cid })
    .from(storageUploads)
    .where(and(eq(storageUploads.accountId, accountId), eq(storageUploads.cid, cid)));
  if (!already && (await usedBytes(db, accountId)) + bytes.length > STORAGE_QUOTA_BYTES) {
    throw new ApiError(
      'TooLarge',
      `Storage quota of ${formatBytes(STORAGE_QUOTA_BYTES)} reached: this upload would exceed it`,
      { quotaBytes: STORAGE_QUOTA_BYTES },
    );
  }
  if (!(await blobs.has(cid))) await blobs.put(cid, bytes);
  await db
    .insert(storageObjects)
    .values({ cid, size: bytes.length, mimeType })
    .onConflictDoNothing({ target: storageObjects.cid });
  await db
    .insert(storageUploads)
    .values({ accountId, cid, size: bytes.length })
    .onConflictDoNothing({ target: [storageUploads.accountId, storageUploads.cid] });
  const [row] = await db.select().from(storageObjects).where(eq(storageObjects.cid, cid));
  return toStoredObject(row ?? { cid, size: bytes.length, mimeType });
}

/** The object row of a CID, or undefined when nothing is stored under it. */
export async function findObject(
  db: Db,
  cid: string,
): Promise<{ cid: string; size: number; mimeType: string } | undefined> {
  const [row] = await db
    .select({ cid: storageObjects.cid, size: storageObjects.size, mimeType: storageObjects.mimeType })
    .from(storageObjects)
    .where(eq(storageObjects.cid, cid));
  return row;
}
