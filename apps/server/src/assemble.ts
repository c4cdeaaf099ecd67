import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createPushSender, type PushSender } from './adapters/push';
import { type AppOptions, buildApp } from './app';
import type { Config } from './config';
import { type AppContext, createAppContext } from './context';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import { startJobs } from './jobs/start';
import { processorsFor } from './processors';
import { startRealtime } from './realtime/gateway';
import type { Realtime } from './realtime/types';
import type { Secrets } from './secrets';
import { startHeartbeat } from './storage/runners';

/** One server process's parts, assembled on an open database: what main.ts runs and tests start. */
export interface AssembledServer {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  jobs: JobQueue;
  /**
   * Stops the job workers (their last jobs may still push to sockets), the realtime gateway (its sockets
   * keep their sessions, to recover on another process) and the app (which closes the HTTP server). The
   * database and Redis are the caller's to close, after this.
   */
  close(): Promise<void>;
}

/**
 * Assembles a server process on `database`: the context, the Fastify app, the realtime gateway on the
 * app's HTTP server, then the processors (which reach sockets through the gateway and browsers through
 * web push) and the job queue. Listening is left to the caller. Job workers run in this process unless
 * JOB_WORKERS=off.
 */
export async function assembleServer(opts: {
  database: Pick<Database, 'db' | 'executeSql'>;
  config: Config;
  secrets: Secrets;
  redis?: Redis;
  app?: AppOptions;
  /** The web push sender (default: web-push with the instance's VAPID keys). */
  push?: PushSender;
}): Promise<AssembledServer> {
  const { database, config, secrets, redis } = opts;
  const push = opts.push ?? createPushSender(config, secrets);
  const ctx = createAppContext({ db: database.db, config, secrets, redis });
  const app = await buildApp(ctx, opts.app);
  const realtime = await startRealtime(app.server, ctx, app.log);
  const processors = processorsFor({ db: database.db, config, redis: redis ?? null, realtime, push });
  const jobs = await startJobs(database, processors, { work: config.JOB_WORKERS });
  // This process as a storage runner (issue 16, SPEC §7 dashboard), beating until close.
  const heartbeat = await startHeartbeat(
    database.db,
    config.PUBLIC_URL ?? `${config.HOST}:${config.PORT}`,
    (error) => app.log.warn({ err: error }, 'storage runner heartbeat failed'),
  );
  return {
    app,
    ctx,
    realtime,
    jobs,
    close: async () => {
      await heartbeat.stop();
      await jobs.close();
      await realtime.close();
      await app.close();
    },
  };
}
