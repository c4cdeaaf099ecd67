import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from './errors';

/** How long `/ready` waits for the database before answering 503, in ms. */
const READY_TIMEOUT_MS = 2000;

/** Runs `select 1`, refusing after `timeoutMs`. */
async function pingDatabase(ctx: AppContext, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ctx.db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers the probes of an orchestrator: `GET /health` (liveness: the process answers; 200 always) and
 * `GET /ready` (readiness: the database answers `select 1` within 2 s → 200 `{success:true, data:{status:'ready'}}`;
 * otherwise 503 `{success:false, code:'NotReady', message}`). Neither is rate limited nor cached.
 */
export function registerProbes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/ready', async (request, reply) => {
    try {
      await pingDatabase(ctx, READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      throw new ApiError('NotReady');
    }
    reply.header('cache-control', 'no-store');
    return { success: true, data: { status: 'ready' } };
  });
}
