/**
 * The measured rows of a run on one server: a row at saturation then at half that rate, the distinct-viewer
 * feeds, the viewers' first reads (which fill their timelines) and the post-create row with its fan-out.
 */
import cliProgress from 'cli-progress';
import type { Redis } from 'ioredis';
import { callAll, drain, probe } from './calls';
import type { CpuSample } from './cpu';
import { existingTimelineKeys, fanoutSeries } from './fanout';
import { FANOUT_ACCOUNT } from './fanoutAccount';
import { waitForJobs } from './jobs';
import { type Call, type LoadResult, latencyStats, measureLoad, type Workload } from './load';
import type { BenchOptions } from './options';
import type { FanoutReport, PrefillReport, Row, Setup } from './report';
import type { ServerChild } from './server';
import type { SqlClient } from './sql';
import { rotation } from './viewers';

const log = (message: string) => console.log(`[bench] ${message}`);

/** Concurrent first reads that fill the viewers' timelines before the rows. */
const PREFILL_CONCURRENCY = 20;
/** Longest wait for the job backlog (fan-out) a row leaves (s). */
export const JOBS_GIVE_UP_SECONDS = 150;
/**
 * Seconds of each post-create run: every post of the fan-out account means 10k timeline writes, so a
 * run's backlog grows with its length (the bench waits for it before going on).
 */
const CREATE_SECONDS = 5;

const post = (kind: string, path: string, body: unknown, token?: string): Call => ({
  kind,
  method: 'POST',
  path,
  body: JSON.stringify(body),
  ...(token ? { token } : {}),
});
const FEEDS = { 'for you': '/api/post/list', following: '/api/post/following' } as const;
/** The baseline: a trivial route of the same server. */
export const HEALTH: Call = { kind: 'health', method: 'GET', path: '/health' };
/** The lone call that tells whether the server has worked off a run's queue. */
export const DRAIN_CALL = post('for you', FEEDS['for you'], { limit: 20 });

/** One server under test and what every row on it needs. */
export interface Bench {
  server: ServerChild;
  setup: Setup;
  opts: BenchOptions;
  idleMs: number;
  /** CPU seconds of the server, its PostgreSQL backends and Redis so far. */
  sampleCpu: () => CpuSample;
  notes: string[];
  rows: Row[];
}

/** Waits until the server has worked off a run's queue; notes waits over a second. */
async function settle(bench: Bench, after: string): Promise<void> {
  const waited = await drain(bench.server.url, DRAIN_CALL, bench.idleMs);
  if (waited > 1) {
    bench.notes.push(
      `After ${after} the server needed ${waited.toFixed(1)} s to work off queued requests (autocannon gives up on a request after 10 s; the server keeps running it).`,
    );
  }
}

/**
 * Measures a row at saturation, then (except the baseline) at half its saturation throughput; `afterRun`
 * runs after each (e.g. a wait for the fan-out backlog of post creates).
 */
export async function measureRow(
  bench: Bench,
  name: string,
  kind: Row['kind'],
  workload: Workload,
  {
    seconds = bench.opts.durationSeconds,
    afterRun,
  }: { seconds?: number; afterRun?: (run: string, result: LoadResult) => Promise<void> } = {},
): Promise<Row> {
  const { server, opts, setup } = bench;
  const where = `${name} (${setup})`;
  log(
    `${where}: saturation, ${opts.connections} connections, ${opts.warmupSeconds} s warm-up + ${seconds} s`,
  );
  const saturation = await measureLoad(
    server.url,
    workload,
    { connections: opts.connections, seconds },
    {
      warmupSeconds: opts.warmupSeconds,
      afterWarmup: () => settle(bench, `the warm-up of ${where}`),
      sampleCpu: bench.sampleCpu,
    },
  );
  await settle(bench, `${where} at saturation`);
  await afterRun?.(`${name} at saturation`, saturation);
  const row: Row = { name, setup, kind, saturation };
  log(
    `  ${Math.round(saturation.requestsPerSecond)} req/s, p50 ${saturation.p50.toFixed(1)} ms, p99 ${saturation.p99.toFixed(1)} ms`,
  );
  if (kind !== 'baseline') {
    const rate = Math.max(1, Math.round(saturation.requestsPerSecond / 2));
    log(`${where}: ${rate} req/s offered for ${seconds} s`);
    row.half = await measureLoad(
      server.url,
      workload,
      { connections: opts.connections, seconds, rate },
      { sampleCpu: bench.sampleCpu },
    );
    await settle(bench, `${where} at half rate`);
    await afterRun?.(`${name} at half rate`, row.half);
    log(
      `  ${Math.round(row.half.requestsPerSecond)} req/s, p50 ${row.half.p50.toFixed(1)} ms, p99 ${row.half.p99.toFixed(1)} ms`,
    );
  }
  bench.rows.push(row);
  return row;
}

/** Measures the two feeds, each request as another of `viewerIds` (the rotation goes on across runs). */
export async function measureFeeds(
  bench: Bench,
  viewerIds: readonly string[],
  sign: (ids: readonly string[]) => string[],
) {
  for (const [feed, route] of Object.entries(FEEDS)) {
    const viewers = rotation(sign(viewerIds));
    const first = post(feed, route, { limit: 20 }, viewers.next());
    await probe(bench.server.url, first);
    await measureRow(bench, `'${feed}', distinct viewers`, 'feed', {
      name: feed,
      first,
      next: () => ({ ...first, token: viewers.next() }),
    });
    const sent = viewers.handedOut();
    bench.notes.push(
      `'${feed}', distinct viewers (${bench.setup}) sent ${sent.toLocaleString('en-US')} requests (warm-up included) from ${viewerIds.length.toLocaleString('en-US')} accounts in turn${sent > viewerIds.length ? `, so ${(sent - viewerIds.length).toLocaleString('en-US')} came from an account already seen in this row (with a token of its own)` : ': every request from an account not seen before in this row'}.`,
    );
  }
}

/** The first 'following' read of every viewer (which fills its Redis timeline), with a progress bar. */
export async function prefillTimelines(
  bench: Bench,
  viewerIds: readonly string[],
  sign: (ids: readonly string[]) => string[],
): Promise<Omit<PrefillReport, 'timelines' | 'followers'>> {
  const tokens = sign(viewerIds);
  log(
    `first 'following' read of ${viewerIds.length.toLocaleString('en-US')} viewers, ${PREFILL_CONCURRENCY} at a time`,
  );
  const bar = new cliProgress.SingleBar(
    {
      format: ' timelines |{bar}| {value}/{total} | {duration_formatted}',
      noTTYOutput: !process.stderr.isTTY,
      notTTYSchedule: 10_000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(tokens.length, 0);
  try {
    const { times, seconds } = await callAll(
      bench.server.url,
      tokens,
      PREFILL_CONCURRENCY,
      (token) => post('following', FEEDS.following, { limit: 20 }, token),
      () => bar.increment(),
    );
    return { viewers: tokens.length, concurrency: PREFILL_CONCURRENCY, seconds, stats: latencyStats(times) };
  } finally {
    bar.stop();
  }
}

/**
 * The fan-out series, then the post-create row (the fan-out account posts; after each of its runs the bench
 * waits until the server's job queue is empty, so the fan-out backlog does not weigh on the next run).
 */
export async function measureCreates(
  bench: Bench,
  redis: Redis,
  sql: SqlClient,
  followerIds: readonly string[],
  sign: (ids: readonly string[]) => string[],
): Promise<FanoutReport> {
  const { opts, server } = bench;
  let n = 0;
  const create = (): Call =>
    post(
      'create post',
      '/api/post/create-post',
      { communityId: 'Rep', postType: 'Standard', body: `Fan-out post ${++n} about coffee.` },
      sign([FANOUT_ACCOUNT.id])[0],
    );
  const report: FanoutReport = { series: null, drains: [] };
  const keys = await existingTimelineKeys(redis, opts.redisPrefix, followerIds);
  if (!keys.length) {
    report.skipped = `no follower of the fan-out account had a 'following' timeline in Redis under '${opts.redisPrefix}' after its first read (the server keeps none)`;
  } else {
    log(
      `fan-out: ${opts.creates} posts, one per second, each awaited in ${keys.length.toLocaleString('en-US')} timelines`,
    );
    report.series = await fanoutSeries(server.url, redis, keys, followerIds.length, create, opts.creates);
    const done = report.series.fanoutSeconds.filter((s): s is number => s !== null);
    log(
      `  slowest ${done.length ? Math.max(...done).toFixed(2) : '—'} s over ${report.series.fanoutSeconds.length} posts (${report.series.fanoutSeconds.length - done.length} not within the wait)`,
    );
  }
  const name = `post create (${followerIds.length.toLocaleString('en-US')} followers)`;
  await measureRow(
    bench,
    name,
    'create',
    { name: 'create post', first: create() },
    {
      seconds: CREATE_SECONDS,
      afterRun: async (run, result) => {
        log(`waiting for the job queue (fan-out) after ${run}`);
        const jobs = await waitForJobs(sql, JOBS_GIVE_UP_SECONDS);
        const seconds = jobs.pending ? null : jobs.seconds;
        report.drains.push({
          after: run,
          seconds,
          posts: result.totalRequests,
          timelines: keys.length,
          runSeconds: result.shape.seconds,
        });
        log(
          `  ${jobs.pending ? `${jobs.pending} jobs still pending` : `empty after ${jobs.seconds.toFixed(1)} s`}`,
        );
      },
    },
  );
  return report;
}
