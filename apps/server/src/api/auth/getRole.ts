import { authEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';

/** POST /auth/get → {role}: the caller's KYC role (SPEC §7). */
export default defineRoute(authEndpoints.getRole, async ({ viewer }) => ok({ role: viewer.role }), {
  limit: 'read',
});
