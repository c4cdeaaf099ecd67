/** Storage and media inputs (issue 16, SPEC §7 "Distributed storage", DESIGN.md). */
import { z } from 'zod';
import { PAGE_SIZE_MAX, STORAGE_DATA_MAX } from '../constants';
import { pagingShape } from './common';
import { contractObject } from './object';

/**
 * POST /storage/api/v1/upload {data}: stores `data` (a text, or a JSON value stored as its JSON text) and
 * answers its CID. Multipart uploads (`/uploadFile`, field `file`) are not JSON calls: see the storage routes.
 */
export const storageUploadInput = contractObject({
  data: z.union([
    z
      .string()
      .min(1, 'must not be empty')
      .max(STORAGE_DATA_MAX, `must be at most ${STORAGE_DATA_MAX} characters`),
    z.record(z.string(), z.unknown()),
    z.array(z.unknown()),
  ]),
});

/** POST /storage/api/v1/dashboard/findRunners {address}: the runners at an address (exact match). */
export const findRunnersInput = contractObject({ address: z.string().trim().min(1).max(500) });

/** POST /api/gif/search {q, offset, limit}: GIFs whose tags or title match `q` (all, newest first, without). */
export const gifSearchInput = contractObject({
  q: z.string().trim().max(100).default(''),
  ...pagingShape,
  limit: z.number().int().min(1).max(PAGE_SIZE_MAX).default(24),
});

/** POST /api/gif/add {cid, title, tags}: a SysAdmin adds a stored GIF to the instance's library. */
export const gifAddInput = contractObject({
  cid: z.string().regex(/^b[a-z2-7]{20,200}$/, 'must be a CIDv1 (base32)'),
  title: z.string().trim().min(1).max(100),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(20).default([]),
});
