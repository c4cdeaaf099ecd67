/**
 * `npm run bench`: generates (or reuses) the datasets, starts the Rep server on PostgreSQL + Redis as a child
 * process and measures, next to its GET /health: the two feeds as distinct viewers, a mixed workload with
 * writes and fan-out running, post create by an account with 10k followers and the time until its post is
 * in every follower's timeline; then the same feeds on the embedded default (PGlite). Explains the page
 * queries and writes bench/RESULTS.md and bench/EXPLAIN.md. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { Redis } from 'ioredis';
import pg from 'pg';
import { callAll, drain, probe } from './calls';
import { removeRunWrites } from './cleanup';
import { type CpuSample, cpuSampler } from './cpu';
import { connect, preparePostgresDataset } from './dataset';
import { databaseName } from './db';
import { embeddedRunDir, embeddedSizes, prepareEmbeddedDataset } from './embedded';
import { type ExplainedRoute, explainPages, explainSummary, renderExplain } from './explain';
import { existingTimelineKeys, fanoutSeries } from './fanout';
import { ensureFanoutAccount, FANOUT_ACCOUNT } from './fanoutAccount';
import { dropPendingJobs, waitForJobs } from './jobs';
import { type Call, type LoadResult, latencyStats, measureLoad, type Workload } from './load';
import { mixedWorkload, topViewerShare } from './mixed';
import { type BenchOptions, parseOptions } from './options';
import { deleteKeys } from './redisKeys';
import {
  consoleTable,
  type FanoutReport,
  machineFacts,
  type PrefillReport,
  type ReportInput,
  type Row,
  renderResults,
  type Setup,
  verdict,
} from './report';
import { type ServerChild, startServerChild } from './server';
import { pgSql, type SqlClient } from './sql';
import { loadTargets } from './targets';
import { activeAccountIds, rotation, tokenSigner } from './viewers';

const repoRoot = path.resolve(import.meta.dirname, '..');
const benchDir = import.meta.dirname;
const log = (message: string) => console.log(`[bench] ${message}`);

/** Server settings that let any generated account write as much as the load asks (no KYC gate, no daily cap). */
const WRITE_SETTINGS = {
  GUARD_MIN_ROLE: 'Non',
  POST_LIMIT_NON: '1000000',
  POST_LIMIT_SILVER: '1000000',
  POST_LIMIT_GOLD: '1000000',
  POST_LIMIT_SYSADMIN: '1000000',
};
/** Concurrent first reads that fill the viewers' timelines before the rows. */
const PREFILL_CONCURRENCY = 20;
/** Longest wait for the job backlog (fan-out) a row leaves (s). */
const JOBS_GIVE_UP_SECONDS = 150;
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
const HEALTH: Call = { kind: 'health', method: 'GET', path: '/health' };
/** The lone call that tells whether the server has worked off a run's queue. */
const DRAIN_CALL = post('for you', FEEDS['for you'], { limit: 20 });

/** One server under test and what every row on it needs. */
interface Bench {
  server: ServerChild;
  setup: Setup;
  opts: BenchOptions;
  idleMs: number;
  /** CPU seconds of the server, its PostgreSQL backends and Redis so far. */
  sampleCpu: () => CpuSample;
  notes: string[];
  rows: Row[];
}

/** The Redis server's process id (from INFO), or null when it does not say. */
async function redisPid(redis: Redis): Promise<number | null> {
  const id = /process_id:(\d+)/.exec(await redis.info('server'))?.[1];
  return id ? Number(id) : null;
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
async function measureRow(
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
async function measureFeeds(
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
async function prefillTimelines(
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
async function measureCreates(
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

/** The rows on PostgreSQL + Redis, with the server's writes taken back afterwards. */
async function postgresPhase(
  opts: BenchOptions,
  client: pg.Client,
  notes: string[],
  rows: Row[],
): Promise<{ prefill: PrefillReport | null; fanout: FanoutReport | null }> {
  const sql = pgSql(client);
  const viewerIds = await activeAccountIds(sql, opts.viewers);
  const followerIds = viewerIds.slice(0, opts.fanoutFollowers);
  const added = await ensureFanoutAccount(sql, followerIds);
  log(
    `fan-out account ${FANOUT_ACCOUNT.id}: ${followerIds.length.toLocaleString('en-US')} followers${added ? ` (${added} follows added now)` : ''}`,
  );
  const targets = await loadTargets(sql);
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
  const jwtSecret = randomBytes(48).toString('base64');
  const sign = tokenSigner(jwtSecret);
  let server: ServerChild | null = null;
  let prefill: PrefillReport | null = null;
  let fanout: FanoutReport | null = null;
  const since = (await client.query<{ now: Date }>('select now() as now')).rows[0]!.now;
  try {
    const stale = await deleteKeys(redis, opts.redisPrefix);
    if (stale) log(`deleted ${stale} Redis keys left under ${opts.redisPrefix}`);
    const staleJobs = await dropPendingJobs(sql);
    if (staleJobs) log(`dropped ${staleJobs} jobs an earlier run left unfinished`);
    log('starting the server on PostgreSQL + Redis (child process)');
    server = await startServerChild(repoRoot, {
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl,
      REDIS_PREFIX: opts.redisPrefix,
      JWT_SECRET: jwtSecret,
      ...WRITE_SETTINGS,
    });
    log(`server pid ${server.pid} at ${server.url}`);
    const bench: Bench = {
      server,
      setup: 'postgres',
      opts,
      idleMs: await probe(server.url, DRAIN_CALL),
      sampleCpu: cpuSampler(server.pid, databaseName(opts.databaseUrl), await redisPid(redis)),
      notes,
      rows,
    };
    await measureRow(bench, 'GET /health (baseline)', 'baseline', { name: 'health', first: HEALTH });
    const first = await prefillTimelines(bench, viewerIds, sign);
    prefill = {
      ...first,
      timelines: (await existingTimelineKeys(redis, opts.redisPrefix, followerIds)).length,
      followers: followerIds.length,
    };
    await measureFeeds(bench, viewerIds, sign);
    const mixedIds = viewerIds.slice(0, opts.mixedViewers);
    const mix = (seed: number) =>
      mixedWorkload('mixed', { ...targets, viewerIds: mixedIds, viewerTokens: sign(mixedIds) }, seed);
    await measureRow(
      bench,
      `mixed workload (${mixedIds.length.toLocaleString('en-US')} viewers, Zipf)`,
      'mixed',
      mix(1),
      {
        seconds: opts.mixedSeconds,
      },
    );
    notes.push(
      `Mixed workload: ${mixedIds.length.toLocaleString('en-US')} viewers drawn Zipf-like (exponent 1: the most active sends ${(100 * topViewerShare(mixedIds.length)).toFixed(1)} % of the calls); threads (the ${targets.threadIds.length.toLocaleString('en-US')} with most replies), liked posts (the ${targets.likeIds.length.toLocaleString('en-US')} newest) and shown or followed accounts (the ${targets.accountIds.length.toLocaleString('en-US')} most followed) drawn Zipf-like too. A 409 of a like or a follow (already liked, already following) is a normal answer. Writes go through the server's events and jobs as in production.`,
    );
    const mixedJobs = await waitForJobs(sql, JOBS_GIVE_UP_SECONDS);
    notes.push(
      `After the mixed workload the server's job queue ${mixedJobs.pending ? `still held ${mixedJobs.pending} jobs after ${JOBS_GIVE_UP_SECONDS} s` : `was empty after ${mixedJobs.seconds.toFixed(1)} s`} (the fan-out series starts on an empty queue).`,
    );
    fanout = await measureCreates(bench, redis, sql, followerIds, sign);
  } finally {
    if (server) await server.stop();
    const dropped = await dropPendingJobs(sql);
    if (dropped)
      notes.push(
        `${dropped} jobs were still pending when the server stopped; they were dropped with the run's writes.`,
      );
    const removed = await removeRunWrites(sql, since);
    const keys = await deleteKeys(redis, opts.redisPrefix);
    log(
      `took back the run's writes (${removed.posts} posts, ${removed.likes} likes, ${removed.follows} follows) and ${keys} Redis keys`,
    );
    redis.disconnect();
  }
  return { prefill, fanout };
}

/** The distinct-viewer feeds on the embedded default: PGlite in DATA_DIR, no DATABASE_URL, no REDIS_URL. */
async function embeddedPhase(
  opts: BenchOptions,
  dataset: Awaited<ReturnType<typeof prepareEmbeddedDataset>>,
  notes: string[],
  rows: Row[],
): Promise<number> {
  const viewers = Math.min(opts.viewers, Math.floor(dataset.meta.actual.accounts * 0.9));
  const run = await embeddedRunDir(dataset, viewers);
  const jwtSecret = randomBytes(48).toString('base64');
  log('starting the server on the embedded default (PGlite)');
  const server = await startServerChild(repoRoot, { JWT_SECRET: jwtSecret, ...WRITE_SETTINGS }, run.dataDir);
  try {
    const bench: Bench = {
      server,
      setup: 'embedded',
      opts,
      idleMs: await probe(server.url, DRAIN_CALL),
      sampleCpu: cpuSampler(server.pid, null, null),
      notes,
      rows,
    };
    await measureRow(bench, 'GET /health (baseline)', 'baseline', { name: 'health', first: HEALTH });
    await measureFeeds(bench, run.accountIds, tokenSigner(jwtSecret));
  } finally {
    await server.stop();
  }
  return run.copySeconds;
}

/** EXPLAIN of the page queries on the PostgreSQL dataset (server stopped, writes taken back). */
async function explainPhase(opts: BenchOptions, threadPostId: string, viewerId: string, userId: string) {
  log('EXPLAIN (ANALYZE, BUFFERS) of the page queries');
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
  try {
    return await explainPages(pool, [
      { route: 'for you', viewerId: null, skeleton: 'forYou' },
      { route: 'for you, signed in', viewerId, skeleton: 'forYou' },
      {
        route: 'following (SQL skeleton: first read, pages past the timeline, embedded default)',
        viewerId,
        skeleton: 'following',
      },
      { route: 'thread', viewerId, skeleton: 'replies', postId: threadPostId },
      { route: 'nested thread', viewerId, skeleton: 'nested', postId: threadPostId },
      { route: 'profile posts', viewerId, skeleton: 'user', userId },
    ]);
  } finally {
    await pool.end();
  }
}

/** Missed targets, each with its numbers. */
function findings(rows: readonly Row[], fanout: FanoutReport | null): string {
  const lines = rows.flatMap((row) => {
    const v = verdict(rows, row);
    return v.met === false ? [`- **${row.name}** (${row.setup}): ${v.text.replace(/^no \(|\)$/g, '')}.`] : [];
  });
  if (fanout && !fanout.series) lines.push(`- **fan-out**: not measured: ${fanout.skipped}.`);
  return lines.length ? ['## Missed targets', '', ...lines].join('\n') : '';
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), process.env);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  log(
    `database ${opts.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}, Redis ${opts.redisUrl} (prefix ${opts.redisPrefix})`,
  );
  const { meta, generated } = await preparePostgresDataset(opts);
  const embedded = opts.skipEmbedded
    ? null
    : await prepareEmbeddedDataset(opts.cacheDir, embeddedSizes(opts.sizes), opts.chunk, opts.regenerate);
  if (opts.generateOnly) return;

  const client = await connect(opts.databaseUrl);
  const notes: string[] = [];
  const rows: Row[] = [];
  const failures: string[] = [];
  /** Runs a phase; a failure is reported (and fails the command) without losing the other phases' rows. */
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[bench] ${name} failed: ${error instanceof Error ? error.stack : message}`);
      failures.push(`${name} failed: ${message.split('\n')[0]}`);
      return null;
    }
  };
  let explain: ExplainedRoute[] | null = null;
  let copySeconds = 0;
  let measured: Awaited<ReturnType<typeof postgresPhase>> | null = null;
  try {
    measured = await phase('the PostgreSQL + Redis phase', () => postgresPhase(opts, client, notes, rows));
    if (!opts.skipExplain) {
      explain = await phase('EXPLAIN', async () => {
        const targets = await loadTargets(pgSql(client));
        const viewerId = (await activeAccountIds(pgSql(client), 1))[0]!;
        return explainPhase(opts, meta.threadPostId, viewerId, targets.accountIds[0]!);
      });
      if (explain) {
        notes.push(
          "EXPLAIN runs the server's own skeleton and hydration functions (named statements captured through a statement runner and explained as generic plans, as the server's statement pool runs them; builder queries captured through Drizzle's logger, custom plans) after the load, with the server stopped and a warm cache.",
        );
      }
    }
    if (embedded)
      copySeconds =
        (await phase('the embedded phase', () => embeddedPhase(opts, embedded, notes, rows))) ?? 0;
  } finally {
    await client.end().catch(() => undefined);
  }
  notes.push(
    `The server runs as a child process (\`node --import tsx apps/server/src/main.ts\`, RATE_LIMIT=off, LOG_LEVEL=warn, GUARD_MIN_ROLE=Non and POST_LIMIT_*=1000000 so generated accounts may write as the load asks); autocannon runs in the bench process; PostgreSQL and Redis share the same cores. Access tokens are signed for generated accounts with the run's JWT_SECRET (no sign-in). The run's posts, likes and follows are deleted afterwards (with their counters) and its Redis keys too, so every run starts from the same dataset.`,
    "Half-rate runs spread the offered rate over each second: one autocannon instance per connection, each with its share of the rate as `overallRate`, started 1000/connections ms apart. A single instance's `overallRate` lets every connection send its quota for the second as fast as answers come back from the start of the second (measured on a 5 ms route at 500 req/s over 50 connections: every request went out in the first 300 ms of its second), which would measure a burst at saturation rather than the rate. Within an instance, its one connection still sends its quota back to back.",
  );
  const report = {
    meta,
    generatedThisRun: generated,
    settings: opts,
    rows,
    prefill: measured?.prefill ?? null,
    fanout: measured?.fanout ?? null,
    notes: [...failures.map((failure) => `**${failure}**`), ...notes],
  };
  const facts = await (async () => {
    const c = await connect(opts.databaseUrl);
    try {
      return await machineFacts(pgSql(c));
    } finally {
      await c.end();
    }
  })();
  console.log(`\n${consoleTable(rows, report.fanout)}\n`);
  const failed = rows.filter((r) =>
    [r.saturation, r.half].some((x) => x && (x.rejected || x.errors > x.timeouts)),
  );
  if (opts.write) {
    const date = new Date();
    const header = `# EXPLAIN of the benchmark pages\n\nWritten by \`${command}\` on ${date.toISOString()}: the SQL the server sends for each page (captured by running its skeleton and hydration functions), explained with \`EXPLAIN (ANALYZE, BUFFERS)\` (named statements as generic plans, builder queries as custom plans) on the bench dataset (${meta.actual.posts.toLocaleString('en-US')} posts) after the load, with a warm cache.`;
    if (explain) writeFileSync(path.join(benchDir, 'EXPLAIN.md'), renderExplain(explain, header));
    const input: ReportInput = {
      ...report,
      date,
      command,
      facts,
      embedded: embedded ? { meta: embedded.meta, generated: embedded.generated, copySeconds } : null,
      explainSummary: explain ? explainSummary(explain) : null,
    };
    writeFileSync(path.join(benchDir, 'RESULTS.md'), renderResults(input, findings(rows, report.fanout)));
    log(`wrote bench/RESULTS.md${explain ? ' and bench/EXPLAIN.md' : ''}`);
  }
  if (failed.length) {
    console.error(`[bench] FAILED: ${failed.map((r) => r.name).join(', ')} answered errors under load`);
    process.exitCode = 1;
  }
  if (failures.length) {
    console.error(`[bench] FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
