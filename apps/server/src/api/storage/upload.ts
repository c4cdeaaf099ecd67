import { apiEndpoints, ok } from '@rep/shared';
import { blobStoreFor } from '../../adapters/storage';
import { defineRoute } from '../../http/route';
import { storeObject } from '../../storage/objects';

/**
 * POST /storage/api/v1/upload {data} (signed in; issue 16, SPEC §7): stores a text as `text/plain`, or a JSON
 * value as its JSON text (`application/json`), and answers the stored object with its CID.
 */
export default defineRoute(apiEndpoints.storageUpload, async ({ input, viewer, ctx }) => {
  const isText = typeof input.data === 'string';
  const text = isText ? (input.data as string) : JSON.stringify(input.data);
  return ok(
    await storeObject(ctx.db, blobStoreFor(ctx.config), {
      accountId: viewer.accountId,
      bytes: Buffer.from(text, 'utf8'),
      mimeType: isText ? 'text/plain; charset=utf-8' : 'application/json',
    }),
  );
});
