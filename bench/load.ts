/**
 * Load runs with autocannon: saturation (a fixed number of connections sending as fast as answers come back)
 * or a fixed offered rate (autocannon `overallRate`). A workload is one call repeated, or a generator of
 * calls (a different viewer, route or body per request). Latency percentiles are computed exactly from
 * every accepted answer's time (2xx, or a conflict the workload declares normal, e.g. a like of a post
 * already liked); req/s is autocannon's per-second average of all answers.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import type { CpuSample } from './cpu';

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
  /** CPU milliseconds per answer of each part of the system under test (when sampled). */
  cpuMsPerAnswer?: CpuSample;
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

/** What the answers of a run left: accepted answers' times and all statuses, per kind of call. */
interface Sink {
  times: Map<string, number[]>;
  statuses: Map<string, Record<string, number>>;
  rejected: number;
}

/** autocannon's totals, summed over the instances of a run. */
interface Totals {
  requestsPerSecond: number;
  total: number;
  bytes: number;
  errors: number;
  timeouts: number;
}

/**
 * One autocannon instance of `connections` connections (`rate`: requests per second over them). Records
 * every answer in `sink` when given.
 */
function startInstance(
  baseUrl: string,
  workload: Workload,
  { connections, seconds, rate }: LoadShape,
  sink: Sink | null,
): Promise<autocannon.Result> {
  const { first, next, accepted } = workload;
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
        connections,
        overallRate: rate,
        pipelining: 1,
        duration: seconds,
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
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (!sink) return;
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const kind = next ? answered : first.kind;
      const counts = sink.statuses.get(kind) ?? {};
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      sink.statuses.set(kind, counts);
      if ((statusCode >= 200 && statusCode < 300) || accepted?.(kind, statusCode)) {
        const list = sink.times.get(kind) ?? [];
        list.push(responseTime);
        sink.times.set(kind, list);
      } else sink.rejected++;
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a workload once. At saturation: one autocannon instance. At a fixed rate: one instance per
 * connection, each with its share of the rate, started evenly over a second. One instance's `overallRate`
 * gives each connection a quota per second that it sends as fast as answers come back from the start of
 * each second, so the whole rate would arrive in a burst (measured: at 500 req/s over 50 connections, every
 * request was sent in the first 300 ms of its second); staggered instances spread it over the second.
 */
async function runOnce(
  baseUrl: string,
  workload: Workload,
  shape: LoadShape,
  sink: Sink | null,
): Promise<Totals> {
  const results: autocannon.Result[] = [];
  if (shape.rate === undefined) {
    results.push(await startInstance(baseUrl, workload, shape, sink));
  } else {
    const rate = shape.rate;
    const instances = Math.max(1, Math.min(shape.connections, rate));
    const runs = Array.from({ length: instances }, async (_, k) => {
      await sleep((k * 1000) / instances);
      const share = Math.floor(rate / instances) + (k < rate % instances ? 1 : 0);
      results.push(
        await startInstance(baseUrl, workload, { connections: 1, seconds: shape.seconds, rate: share }, sink),
      );
    });
    await Promise.all(runs);
  }
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requests.average),
    total: sum((r) => r.requests.total),
    bytes: sum((r) => r.throughput.total),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

/**
 * Runs a workload for `shape.seconds` (after `warmupSeconds` of the same load, then `afterWarmup`, e.g. a
 * wait until the server has worked off the warm-up's queue) and answers its statistics; `sampleCpu` (read
 * before and after the measured run) gives the CPU cost per answer.
 */
export async function measureLoad(
  baseUrl: string,
  workload: Workload,
  shape: LoadShape,
  {
    warmupSeconds = 0,
    afterWarmup,
    sampleCpu,
  }: { warmupSeconds?: number; afterWarmup?: () => Promise<void>; sampleCpu?: () => CpuSample } = {},
): Promise<LoadResult> {
  if (warmupSeconds > 0) {
    await runOnce(baseUrl, workload, { ...shape, seconds: warmupSeconds }, null);
    await afterWarmup?.();
  }
  const loadAverage = os.loadavg()[0] ?? Number.NaN;
  const sink: Sink = { times: new Map(), statuses: new Map(), rejected: 0 };
  const cpuBefore = sampleCpu?.();
  const totals = await runOnce(baseUrl, workload, shape, sink);
  const cpuAfter = sampleCpu?.();
  const { times, statuses } = sink;
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
    requestsPerSecond: totals.requestsPerSecond,
    totalRequests: totals.total,
    bytesPerRequest: totals.total ? totals.bytes / totals.total : 0,
    rejected: sink.rejected,
    errors: totals.errors,
    timeouts: totals.timeouts,
    statusCodes,
    byKind,
    loadAverage,
    ...(cpuBefore && cpuAfter && totals.total
      ? {
          cpuMsPerAnswer: {
            server: ((cpuAfter.server - cpuBefore.server) * 1000) / totals.total,
            postgres: ((cpuAfter.postgres - cpuBefore.postgres) * 1000) / totals.total,
            redis: ((cpuAfter.redis - cpuBefore.redis) * 1000) / totals.total,
          },
        }
      : {}),
  };
}
