import { authEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';

/** POST /auth/refresh-kyc: the caller's current role, after a verification may have completed. */
export default defineRoute(authEndpoints.refreshKyc, async ({ viewer }) => ok({ role: viewer.role }));
