/**
 * GET /storage/ipfs/:cid (issue 16, SPEC §7): a stored object's bytes with their type, `ETag: "<cid>"`
 * (If-None-Match → 304), single byte ranges (206, for video seeking; 416 when unsatisfiable), cached for a
 * year (`immutable`: the bytes at a CID never change), `nosniff` and a sandboxing CSP, so a stored file opened
 * directly can never run script in our origin. `Cross-Origin-Resource-Policy: cross-origin`: the browser
 * extension's pages (`chrome-extension://…`, issue 17) show posts' media from here; helmet's `same-origin`
 * would block those loads. A malformed CID is 400, an unknown one 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore, ByteRange } from '../adapters/storage';
import type { AppContext } from '../context';
import { IMMUTABLE } from '../http/avatars';
import { ApiError } from '../http/errors';
import { parseCid } from './cid';
import { findObject } from './objects';

/** Stored files render as inert documents: no script, no plugins, no loads but their own media. */
export const STORED_OBJECT_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Reads a `Range` header against a size (RFC 9110 §14): one range `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * @returns the range, null to serve the whole object (no header, or one this server ignores: several
 *   ranges, another unit, bad syntax), or 'unsatisfiable'
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Whether an If-None-Match header names this ETag (or `*`). */
const matchesEtag = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });

/** Answers GET /storage/ipfs/:cid (see the module comment). */
export async function serveObject(
  ctx: AppContext,
  blobs: BlobStore,
  request: FastifyRequest<{ Params: { cid: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const cid = parseCid(request.params.cid);
  if (!cid) throw new ApiError('BadRequest', 'cid: is not a CID');
  const object = await findObject(ctx.db, cid);
  if (!object) throw new ApiError('NotFound', `No stored object ${cid}`);
  const etag = `"${cid}"`;
  reply
    .header('etag', etag)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', STORED_OBJECT_CSP)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('accept-ranges', 'bytes');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const range = parseRange(request.headers.range, object.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${object.size}`)
      .send({ success: false, code: 'BadRequest', message: 'Range not satisfiable' });
  }
  const stream = await blobs.read(cid, range ?? undefined);
  if (!stream) throw new ApiError('NotFound', `No stored object ${cid}`);
  reply.type(object.mimeType);
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  }
  return reply.header('content-length', object.size).send(stream);
}
