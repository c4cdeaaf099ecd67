import { apiEndpoints, ok, ROLES } from '@rep/shared';
import { defineRoute } from '../../http/route';
import { dailyPostLimit } from '../../policies/postLimit';

/**
 * GET /api/config: the server settings the web app needs, so UI checks match the server's rules, and the web
 * push public key.
 */
export default defineRoute(apiEndpoints.appConfig, async ({ ctx }) =>
  ok({
    guardMinRole: ctx.config.GUARD_MIN_ROLE,
    postLimits: Object.fromEntries(ROLES.map((role) => [role, dailyPostLimit(ctx.config, role)])) as Record<
      (typeof ROLES)[number],
      number
    >,
    // The VAPID public key: the browser's applicationServerKey when it subscribes to web push.
    pushPublicKey: ctx.secrets.vapid.publicKey,
    extensionIds: ctx.config.EXTENSION_IDS,
  }),
);
