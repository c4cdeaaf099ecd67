import { apiEndpoints, ok } from '@rep/shared';
import { blobStoreFor } from '../../adapters/storage';
import { addToLibrary, storedGifSize } from '../../gifs/library';
import { defineRoute } from '../../http/route';
import { requireAdmin } from '../../policies/guards';

/**
 * POST /api/gif/add {cid, title, tags}: a SysAdmin adds a stored GIF (uploaded through /storage) to the
 * instance's library (issue 16). 403 for anyone else; 400 when `cid` is not a stored GIF.
 */
export default defineRoute(apiEndpoints.gifAdd, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const size = (await storedGifSize(blobStoreFor(ctx.config), input.cid)) ?? undefined;
  return ok(await addToLibrary(ctx.db, { ...input, createdBy: viewer.accountId, size }));
});
