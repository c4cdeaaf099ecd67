/**
 * Load runs with autocannon: a warm-up, then a measured run per route. Latency percentiles (p50, p95, p99)
 * are computed exactly from every 2xx response time autocannon reports (its own result has p97.5 and p99
 * but no p95); req/s is autocannon's per-second average.
 */
import os from 'node:os';
import autocannon from 'autocannon';

/** One benchmarked call. */
export interface RouteSpec {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  /** Under load, a different viewer's token for every request (each call answers the next one). */
  nextToken?: () => string;
  kind: 'baseline' | 'feed' | 'thread' | 'search';
}

/** Measured numbers of a route. */
export interface RouteResult {
  route: RouteSpec;
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** autocannon's own p97.5 and p99, for comparison. */
  autocannonP97_5: number;
  autocannonP99: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Latency of a lone request on the idle server, before the load. */
  loneMs?: number;
  /** 1-minute load average of the machine when the measured run started (other work shares the cores). */
  loadAverage?: number;
}

/** Load settings. */
export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

function runOnce(
  baseUrl: string,
  route: RouteSpec,
  connections: number,
  seconds: number,
  latencies: number[] | null,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (route.body !== undefined) headers['content-type'] = 'application/json';
    if (route.token) headers.authorization = `Bearer ${route.token}`;
    const { nextToken } = route;
    const instance = autocannon(
      {
        url: baseUrl + route.path,
        method: route.method,
        headers,
        body: route.body === undefined ? undefined : JSON.stringify(route.body),
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        requests: nextToken
          ? [
              {
                setupRequest: (request) => ({
                  ...request,
                  headers: { ...request.headers, authorization: `Bearer ${nextToken()}` },
                }),
              },
            ]
          : undefined,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

/** Warms a route up, calls `afterWarmup` (to let the server drain), then measures the route. */
export async function measureRoute(
  baseUrl: string,
  route: RouteSpec,
  settings: LoadSettings,
  afterWarmup?: () => Promise<void>,
): Promise<RouteResult> {
  if (settings.warmupSeconds > 0) {
    await runOnce(baseUrl, route, settings.connections, settings.warmupSeconds, null);
    await afterWarmup?.();
  }
  const latencies: number[] = [];
  const loadAverage = os.loadavg()[0];
  const result = await runOnce(baseUrl, route, settings.connections, settings.durationSeconds, latencies);
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(
    (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {},
  )) {
    statusCodes[code] = stat.count;
  }
  return {
    route,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    autocannonP97_5: result.latency.p97_5,
    autocannonP99: result.latency.p99,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    loadAverage,
  };
}
