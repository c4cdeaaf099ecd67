/**
 * The server child's own view of a run, from its GET /metrics (prom-client's default Node.js metrics): the
 * event loop's longest delay and the garbage collector's pauses, which tell a stall of the server process
 * from a queue that builds up.
 */

/** Samples of a Prometheus text exposition, keyed by name with labels as written (`name{label="v"}`). */
export type MetricSamples = Map<string, number>;

/**
 * Reads `${baseUrl}/metrics` (no METRICS_TOKEN on bench servers). Reading it also resets prom-client's
 * event-loop delay histogram, so `nodejs_eventloop_lag_max_seconds` of the next read covers the time between.
 * @throws Error when it does not answer 200
 */
export async function scrapeMetrics(baseUrl: string): Promise<MetricSamples> {
  const response = await fetch(`${baseUrl}/metrics`);
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const samples: MetricSamples = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    const value = Number(line.slice(space + 1));
    if (Number.isFinite(value)) samples.set(line.slice(0, space), value);
  }
  return samples;
}

/** What the server process went through between two reads of its metrics. */
export interface ProcessPauses {
  /** The event loop's longest delay, ms (prom-client samples it every 10 ms). */
  eventLoopMaxMs: number;
  /** Time spent in GC pauses, ms, by kind (major = mark-compact, minor = scavenge, incremental, weakcb). */
  gcMs: Record<string, number>;
  /** GC pauses that lasted 100 ms or more. */
  gcPausesOver100Ms: number;
}

const GC_KINDS = ['major', 'minor', 'incremental', 'weakcb'];

/** The pauses between `before` and `after` (two reads of the same server's metrics). */
export function pausesBetween(before: MetricSamples, after: MetricSamples): ProcessPauses {
  const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  const gcMs: Record<string, number> = {};
  let over = 0;
  for (const kind of GC_KINDS) {
    gcMs[kind] = 1000 * delta(`nodejs_gc_duration_seconds_sum{kind="${kind}"}`);
    over +=
      delta(`nodejs_gc_duration_seconds_count{kind="${kind}"}`) -
      delta(`nodejs_gc_duration_seconds_bucket{le="0.1",kind="${kind}"}`);
  }
  return {
    eventLoopMaxMs: 1000 * (after.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN),
    gcMs,
    gcPausesOver100Ms: over,
  };
}
