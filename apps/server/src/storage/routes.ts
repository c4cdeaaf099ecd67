/**
 * The storage's HTTP routes that are not JSON calls (issue 16, SPEC §7; DESIGN.md): the multipart upload
 * `POST /storage/api/v1/uploadFile`, the content `GET /storage/ipfs/:cid` and `POST /api/image/to-webp`.
 * The JSON calls (upload, dashboard) are contract routes under api/storage/.
 */
import fastifyMultipart from '@fastify/multipart';
import { MEDIA_IMAGE_MAX_BYTES, MEDIA_VIDEO_MAX_BYTES, messages, ok } from '@rep/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blobStoreFor } from '../adapters/storage';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { readViewer, type Viewer } from '../http/viewer';
import { reencodeImage, toWebp } from '../media/images';
import { readUploadedFile } from '../media/multipart';
import { sniffMediaType } from '../media/sniff';
import { formatBytes, storeObject } from './objects';
import { serveObject } from './serve';

/** The largest multipart body, in bytes: the largest file plus room for the form's framing. */
const MULTIPART_BODY_MAX = MEDIA_VIDEO_MAX_BYTES + 64 * 1024;

/** Signs the caller in and counts the call as a write (uploads are writes, issue 16). */
async function uploader(ctx: AppContext, request: FastifyRequest): Promise<Viewer> {
  const viewer = await readViewer(ctx, request);
  if (!viewer) throw new ApiError('Unauthorized');
  await ctx.rateLimits?.consume('write', viewer.accountId, request.ip);
  return viewer;
}

/**
 * Registers the storage routes on the app (in their own scope, where multipart bodies are parsed and any
 * other body type reaches the handler, which answers 400 rather than 415).
 */
export async function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const blobs = blobStoreFor(ctx.config);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MEDIA_VIDEO_MAX_BYTES, files: 1 } });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    /**
     * POST /storage/api/v1/uploadFile (multipart `file`, signed in): the type is sniffed from the bytes;
     * images are re-encoded without metadata (media/images.ts), videos stored as they are, anything else
     * refused with 400 'Invalid file type'. 413 over MEDIA_IMAGE_MAX_BYTES (images), MEDIA_VIDEO_MAX_BYTES
     * (videos) or the account's quota. Answers `{success: true, data: StoredObject}`.
     */
    scope.post('/storage/api/v1/uploadFile', { bodyLimit: MULTIPART_BODY_MAX }, async (request) => {
      const viewer = await uploader(ctx, request);
      const bytes = await readUploadedFile(request, MEDIA_VIDEO_MAX_BYTES);
      const type = await sniffMediaType(bytes);
      if (!type) throw new ApiError('BadRequest', messages.invalidFileType);
      let stored = { bytes, mimeType: type.mimeType };
      if (type.kind === 'image') {
        if (bytes.length > MEDIA_IMAGE_MAX_BYTES) {
          throw new ApiError('TooLarge', `Images must be at most ${formatBytes(MEDIA_IMAGE_MAX_BYTES)}`, {
            maxBytes: MEDIA_IMAGE_MAX_BYTES,
          });
        }
        stored = await reencodeImage(bytes, type.mimeType);
      }
      return ok(await storeObject(ctx.db, blobs, { accountId: viewer.accountId, ...stored }));
    });

    /**
     * POST /api/image/to-webp (multipart `file`, signed in; SPEC §7): the image as `image/webp`, without
     * metadata. 400 'Invalid file type' when the bytes are not an image; 413 over MEDIA_IMAGE_MAX_BYTES.
     */
    scope.post(
      '/api/image/to-webp',
      { bodyLimit: MEDIA_IMAGE_MAX_BYTES + 64 * 1024 },
      async (request, reply) => {
        await uploader(ctx, request);
        const bytes = await readUploadedFile(request, MEDIA_IMAGE_MAX_BYTES);
        const type = await sniffMediaType(bytes);
        if (type?.kind !== 'image') throw new ApiError('BadRequest', messages.invalidFileType);
        return reply.type('image/webp').send(await toWebp(bytes, type.mimeType));
      },
    );
  });

  app.get<{ Params: { cid: string } }>('/storage/ipfs/:cid', { compress: false }, (request, reply) =>
    serveObject(ctx, blobs, request, reply),
  );
}
