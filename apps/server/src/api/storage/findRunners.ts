import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { findRunners } from '../../storage/runners';

/** POST /storage/api/v1/dashboard/findRunners {address} (SPEC §7 dashboard): the runners at an address. */
export default defineRoute(apiEndpoints.storageFindRunners, async ({ input, ctx }) =>
  ok(await findRunners(ctx.db, input.address)),
);
