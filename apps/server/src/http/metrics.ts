import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError } from './errors';

/** What `/metrics` reads of a connection pool (pg.Pool's counters). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** Options of {@link registerMetrics}. */
export interface MetricsOptions {
  /** When set, `/metrics` answers only `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
  /** Connection pools by name (PostgreSQL only; PGlite has none). */
  pools?: Readonly<Record<string, PoolStats>>;
}

let processRegistry: Registry | undefined;

/**
 * The default Node.js metrics (CPU, memory, GC, event-loop lag `nodejs_eventloop_lag_*`, handles): one
 * registry per process, since they describe the process, shared by every app built in it (tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

function registerPoolGauges(registry: Registry, pools: Readonly<Record<string, PoolStats>>): void {
  const gauge = (name: string, help: string, read: (pool: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(pools)) this.set({ pool }, read(stats));
      },
    });
  gauge('rep_db_pool_connections', 'Open connections of a PostgreSQL pool', (pool) => pool.totalCount);
  gauge('rep_db_pool_idle_connections', 'Idle connections of a PostgreSQL pool', (pool) => pool.idleCount);
  gauge('rep_db_pool_waiting_requests', 'Queries waiting for a connection', (pool) => pool.waitingCount);
}

/**
 * Registers `GET /metrics` (Prometheus text format): `http_request_duration_seconds{method,route,status_code}`
 * (the route pattern, e.g. `/api/post/list` or `/avatars/:style/:file`, never the raw URL; `unmatched` for the
 * SPA fallback and unknown paths), the process metrics, and the pool gauges. Each app has its own registry for
 * its own metrics. Restricted to a bearer token when `token` is set, else open (docs/DECISIONS.md "Operations").
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions = {}): void {
  const registry = new Registry();
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (opts.pools) registerPoolGauges(registry, opts.pools);

  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    if (opts.token && !hasToken(request, opts.token)) throw new ApiError('Unauthorized');
    const text = (await processMetrics().metrics()) + (await registry.metrics());
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
