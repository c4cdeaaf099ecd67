import { apiEndpoints, ok } from '@rep/shared';
import { createFeedback } from '../../commands/reports';
import { defineRoute } from '../../http/route';

/** POST /api/feedback {message}: the main backend's /feedback and the front-end server's /api/feedback in one. */
export default defineRoute(apiEndpoints.feedback, async ({ input, viewer, ctx }) =>
  ok({ id: await createFeedback(ctx.db, viewer?.accountId ?? null, input.message) }),
);
