/**
 * Load runs with autocannon: saturation (a fixed number of connections sending as fast as answers come back)
 * or a fixed offered rate (autocannon `overallRate`). A workload is one call repeated, or a generator of
 * calls (a different viewer, route or body per request). Latency percentiles are computed exactly from
 * every accepted answer's time (2xx, or a conflict the workload declares normal, e.g. a like of a post
 * already liked); req/s is autocannon's per-second average of all answers.
 */
import os from 'node:os';
import autocannon from 'autocannon';

/** One HTTP call of a workload; `kind` names it in the per-kind statistics ('for you', 'like', …). */
export interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  /** JSON body, already serialised. */
  body?: string;
  token?: string;
}

/** What a measured run sends. */
export interface Workload {
  /** The row's name in the report. */
  name: string;
  /** The call, or the first call when `next` generates them. */
  first: Call;
  /** Answers the next call (another viewer, route or body on every request). */
  next?: () => Call;
  /** Whether a non-2xx status is a normal answer of that kind (e.g. 409 of a like already given). */
  accepted?: (kind: string, status: number) => boolean;
}

/** How a run offers its load. */
export interface LoadShape {
  connections: number;
  seconds: number;
  /** Requests per second offered over all connections (autocannon `overallRate`); absent: saturation. */
  rate?: number;
}

/** Latency and status statistics of a set of answers (ms). */
export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Measured numbers of a run. */
export interface LoadResult extends LatencyStats {
  name: string;
  shape: LoadShape;
  requestsPerSecond: number;
  totalRequests: number;
  bytesPerRequest: number;
  /** Answers whose status is neither 2xx nor accepted for their kind. */
  rejected: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Per kind of call (only for generated workloads): accepted answers' latency and all statuses. */
  byKind: Record<string, LatencyStats & { statusCodes: Record<string, number> }>;
  /** 1-minute load average of the machine when the run started (other work shares the cores). */
  loadAverage: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** Exact percentiles of a list of times in ms. */
export function latencyStats(times: readonly number[]): LatencyStats {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

const headersOf = (call: Call): Record<string, string> => ({
  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
});

interface Recorded {
  result: autocannon.Result;
  times: Map<string, number[]>;
  statuses: Map<string, Record<string, number>>;
  rejected: number;
}

function runOnce(baseUrl: string, workload: Workload, shape: LoadShape, record: boolean): Promise<Recorded> {
  const { first, next, accepted } = workload;
  const times = new Map<string, number[]>();
  const statuses = new Map<string, Record<string, number>>();
  let rejected = 0;
  // autocannon calls a request's onResponse (with its connection's context) right before it emits the
  // answer's time, synchronously: the kind travels from one to the other through this variable.
  let answered = first.kind;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + first.path,
        method: first.method,
        headers: headersOf(first),
        body: first.body,
        connections: shape.connections,
        overallRate: shape.rate,
        pipelining: 1,
        duration: shape.seconds,
        timeout: 10,
        requests: next
          ? [
              {
                setupRequest: (_request, context) => {
                  const call = next();
                  (context as { kind?: string }).kind = call.kind;
                  return {
                    method: call.method,
                    path: call.path,
                    headers: headersOf(call),
                    body: call.body,
                  };
                },
                onResponse: (_status, _body, context) => {
                  answered = (context as { kind?: string }).kind ?? first.kind;
                },
              },
            ]
          : undefined,
      },
      (error, result) => (error ? reject(error) : resolve({ result, times, statuses, rejected })),
    );
    if (!record) return;
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const kind = next ? answered : first.kind;
      const counts = statuses.get(kind) ?? {};
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      statuses.set(kind, counts);
      if ((statusCode >= 200 && statusCode < 300) || accepted?.(kind, statusCode)) {
        const list = times.get(kind) ?? [];
        list.push(responseTime);
        times.set(kind, list);
      } else rejected++;
    });
  });
}

/**
 * Runs a workload for `shape.seconds` (after `warmupSeconds` of the same load, then `afterWarmup`, e.g. a
 * wait until the server has worked off the warm-up's queue) and answers its statistics.
 */
export async function measureLoad(
  baseUrl: string,
  workload: Workload,
  shape: LoadShape,
  warmupSeconds: number,
  afterWarmup?: () => Promise<void>,
): Promise<LoadResult> {
  if (warmupSeconds > 0) {
    await runOnce(baseUrl, workload, { ...shape, seconds: warmupSeconds }, false);
    await afterWarmup?.();
  }
  const loadAverage = os.loadavg()[0] ?? Number.NaN;
  const { result, times, statuses, rejected } = await runOnce(baseUrl, workload, shape, true);
  const statusCodes: Record<string, number> = {};
  for (const counts of statuses.values()) {
    for (const [code, n] of Object.entries(counts)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  }
  const byKind: LoadResult['byKind'] = {};
  if (workload.next) {
    for (const [kind, counts] of statuses) {
      byKind[kind] = { ...latencyStats(times.get(kind) ?? []), statusCodes: counts };
    }
  }
  return {
    name: workload.name,
    shape,
    ...latencyStats([...times.values()].flat()),
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    rejected,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    byKind,
    loadAverage,
  };
}
