/**
 * `npm run bench`: generates (or reuses) the datasets, starts the Rep server on PostgreSQL + Redis as a child
 * process and measures, next to its GET /health: the two feeds as distinct viewers, a mixed workload with
 * writes and fan-out running, post create by an account with 10k followers and the time until its post is
 * in every follower's timeline; then the realtime scenario (sockets held by one process, notification
 * delivery: bench/sockets.ts), the chat scenario (encrypted messages delivered, message list: bench/chat.ts),
 * the storage scenario (uploads, content by CID: bench/storage.ts) and the same feeds on the embedded default (PGlite). Explains the page
 * queries and writes bench/RESULTS.md and bench/EXPLAIN.md. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { probe } from './calls';
import { parseChatOptions } from './chat';
import { chatVerdict, renderChatSection } from './chatReport';
import { type ChatReport, runChatScenario } from './chatScenario';
import { removeRunWrites } from './cleanup';
import { cpuSampler } from './cpu';
import { connect, preparePostgresDataset } from './dataset';
import { databaseName } from './db';
import { embeddedRunDir, embeddedSizes, prepareEmbeddedDataset } from './embedded';
import { type ExplainedRoute, explainPages, explainSummary, renderExplain } from './explain';
import { existingTimelineKeys } from './fanout';
import { ensureFanoutAccount, FANOUT_ACCOUNT } from './fanoutAccount';
import { dropPendingJobs, waitForJobs } from './jobs';
import { mixedWorkload, topViewerShare } from './mixed';
import { type BenchOptions, parseOptions } from './options';
import { deleteKeys } from './redisKeys';
import {
  consoleTable,
  type FanoutReport,
  findings,
  machineFacts,
  type PrefillReport,
  type ReportInput,
  type Row,
  renderResults,
} from './report';
import { RESULTS_FILE, type SectionName, savedSection, withSection } from './resultsSection';
import {
  type Bench,
  DRAIN_CALL,
  HEALTH,
  JOBS_GIVE_UP_SECONDS,
  measureCreates,
  measureFeeds,
  measureRow,
  prefillTimelines,
} from './rows';
import { type ServerChild, startServerChild, WRITE_SETTINGS } from './server';
import { parseSocketsOptions } from './sockets';
import { renderSocketsSection, socketsVerdict } from './socketsReport';
import { runSocketsScenario, type SocketsReport } from './socketsScenario';
import { pgSql } from './sql';
import { parseStorageOptions } from './storage';
import { renderStorageSection, storageVerdict } from './storageReport';
import { runStorageScenario, type StorageReport } from './storageScenario';
import { loadTargets } from './targets';
import { activeAccountIds, tokenSigner } from './viewers';

const repoRoot = path.resolve(import.meta.dirname, '..');
const benchDir = import.meta.dirname;
const log = (message: string) => console.log(`[bench] ${message}`);

/** The Redis server's process id (from INFO), or null when it does not say. */
async function redisPid(redis: Redis): Promise<number | null> {
  const id = /process_id:(\d+)/.exec(await redis.info('server'))?.[1];
  return id ? Number(id) : null;
}

/** The rows on PostgreSQL + Redis, with the server's writes taken back afterwards. */
async function postgresPhase(
  opts: BenchOptions,
  client: pg.Client,
  generatedAt: Date,
  notes: string[],
  rows: Row[],
): Promise<{ prefill: PrefillReport | null; fanout: FanoutReport | null }> {
  const sql = pgSql(client);
  const leftover = await removeRunWrites(sql, generatedAt);
  if (leftover.posts + leftover.likes + leftover.follows + leftover.notifications) {
    log(`took back an interrupted run's writes (${JSON.stringify(leftover)})`);
  }
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
    const removed = await removeRunWrites(sql, generatedAt);
    const keys = await deleteKeys(redis, opts.redisPrefix);
    log(
      `took back the run's writes (${removed.posts} posts, ${removed.likes} likes, ${removed.follows} follows, ${removed.notifications} notifications) and ${keys} Redis keys`,
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
  let sockets: SocketsReport | null = null;
  let chat: ChatReport | null = null;
  let storage: StorageReport | null = null;
  let measured: Awaited<ReturnType<typeof postgresPhase>> | null = null;
  try {
    measured = await phase('the PostgreSQL + Redis phase', () =>
      postgresPhase(opts, client, new Date(meta.generatedAt), notes, rows),
    );
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
    if (!opts.skipSockets) {
      const socketsOptions = parseSocketsOptions([], process.env);
      // --small: 1/10 of the sockets (the scenario has its own database, so the dataset's size is no matter).
      if (opts.small) socketsOptions.scales = socketsOptions.scales.map((n) => n / 10);
      sockets = await phase('the realtime phase', () => runSocketsScenario(socketsOptions));
      const verdict = sockets ? socketsVerdict(sockets.scales).text : 'not measured';
      log(`realtime: goal met? ${verdict}`);
    }
    if (!opts.skipChat) {
      // --small: the chat scenario's own small sizes (it has its own database too).
      const chatOptions = parseChatOptions(opts.small ? ['--small'] : [], process.env);
      chat = await phase('the chat phase', () => runChatScenario(chatOptions));
      log(
        `chat: delivered whole within the reference p99? ${chat ? chatVerdict(chat).text : 'not measured'}`,
      );
    }
    if (!opts.skipStorage) {
      // --small: the storage scenario's own small sizes (it has its own database too).
      const storageOptions = parseStorageOptions(opts.small ? ['--small'] : [], process.env);
      storage = await phase('the storage phase', () => runStorageScenario(storageOptions));
      log(`storage: stored whole and read back? ${storage ? storageVerdict(storage).text : 'not measured'}`);
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
    // The scenario sections: this run's, or the previous ones of the scenarios that did not run.
    const sections: [SectionName, string | null][] = [
      ['sockets', sockets ? renderSocketsSection(sockets, command) : savedSection('sockets')],
      ['chat', chat ? renderChatSection(chat, command) : savedSection('chat')],
      ['storage', storage ? renderStorageSection(storage, command) : savedSection('storage')],
    ];
    let results = renderResults(input, findings(rows, report.fanout));
    for (const [name, section] of sections) if (section) results = withSection(results, name, section);
    writeFileSync(RESULTS_FILE, results);
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
