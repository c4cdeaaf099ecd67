import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assembleServer } from './assemble';
import { type Config, loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { loadSecrets } from './secrets';
import { firstRun } from './seed/firstRun';

/** A running server. */
export interface RunningServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  /** How long each phase of the start took, in ms (`modules`: from the process start to `startServer`). */
  timings: Record<'modules' | 'database' | 'app' | 'firstRun' | 'listen', number>;
  close(): Promise<void>;
}

/** Milliseconds since `since` (performance.now() counts from the process start). */
const elapsed = (since: number) => Math.round(performance.now() - since);

/**
 * Starts Rep (web + API + realtime socket, assembled by assemble.ts) on the configured database: applies migrations, seeds the demo network on an empty
 * database unless SEED=false, then creates the admin identity when ADMIN_EMAIL/ADMIN_PASSWORD are set.
 * @param env environment overrides (tests pass PORT=0, DATA_DIR, SEED)
 */
export async function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  const modules = elapsed(0);
  let phase = performance.now();
  const config: Config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const databaseMs = elapsed(phase);
  phase = performance.now();
  // Loaded only when used: a start on the embedded default does not pay for the Redis client.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  redis?.on('error', (error) => console.warn(`redis: ${error.message}`));
  const secrets = loadSecrets(config.DATA_DIR, config.JWT_SECRET, config.MASTER_KEY);
  const server = await assembleServer({
    database,
    config,
    secrets,
    redis,
    app: { logger: config.LOG_LEVEL !== 'silent', pools: database.pools },
  });
  const { app, ctx } = server;
  const appMs = elapsed(phase);
  phase = performance.now();
  await firstRun(ctx, app.log);
  const firstRunMs = elapsed(phase);
  phase = performance.now();
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  return {
    url,
    app,
    ctx,
    timings: { modules, database: databaseMs, app: appMs, firstRun: firstRunMs, listen: elapsed(phase) },
    close: async () => {
      await server.close();
      await database.close();
      redis?.disconnect();
    },
  };
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isEntryPoint) {
  startServer()
    .then((server) => {
      const phases = Object.entries(server.timings).map(([name, ms]) => `${name} ${ms} ms`);
      server.app.log.info(
        `Rep is running at ${server.url} (started in ${elapsed(0)} ms: ${phases.join(', ')})`,
      );
      const stop = () => server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
