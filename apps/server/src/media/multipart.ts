/**
 * Reading the one file of a multipart upload (`file` field) with @fastify/multipart, every bad input answered
 * as the error envelope (DESIGN.md "Envelope"), never a 500: not multipart, no file, another field, too large,
 * a malformed body.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { formatBytes } from '../storage/objects';

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

/**
 * The bytes of the request's `file` field.
 * @param maxBytes the largest file accepted
 * @throws ApiError BadRequest (not multipart, no `file`, malformed) or TooLarge (over `maxBytes`)
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError('BadRequest', 'Content-Type must be multipart/form-data with a "file" field');
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    if (!part || part.fieldname !== FILE_FIELD) {
      throw new ApiError('BadRequest', `${FILE_FIELD}: is required (a multipart file field named "file")`);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new ApiError('BadRequest', `${FILE_FIELD}: must not be empty`);
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new ApiError('TooLarge', `File must be at most ${formatBytes(maxBytes)}`, { maxBytes });
    }
    throw new ApiError('BadRequest', 'Malformed multipart body');
  }
}
