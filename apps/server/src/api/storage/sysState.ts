import { apiEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { sysState } from '../../storage/runners';

/** POST /storage/api/v1/dashboard/sysState (SPEC §7 dashboard): objects, bytes, runners up and in all. */
export default defineRoute(apiEndpoints.storageSysState, async ({ ctx }) => ok(await sysState(ctx.db)));
