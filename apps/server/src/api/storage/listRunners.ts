import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { listRunners } from '../../storage/runners';

/** POST /storage/api/v1/dashboard/listRunners (SPEC §7 dashboard): every runner, with whether it is up. */
export default defineRoute(apiEndpoints.storageListRunners, async ({ ctx }) => ok(await listRunners(ctx.db)));
