import { authEndpoints, ok } from '@rep/shared';
import { defineRoute } from '../../http/route';

/** GET /auth/can-kyc: whether the caller may start identity verification (not verified yet). */
export default defineRoute(authEndpoints.canKyc, async ({ viewer }) => ok(viewer.role === 'Non'));
