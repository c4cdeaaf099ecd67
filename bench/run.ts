/**
 * `npm run bench`: generates (or reuses) a large dataset in PostgreSQL, starts the Rep server on it as a
 * child process, loads the hot read routes with autocannon next to a trivial route of the same server
 * (GET /health), explains the queries behind them, and writes bench/RESULTS.md and bench/EXPLAIN.md.
 * See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import {
  type BenchMeta,
  databaseName,
  ensureDatabase,
  hasForeignData,
  readMeta,
  recreateDatabase,
  writeMeta,
} from './db';
import { type ExplainedRoute, explainPages, renderExplain } from './explain';
import { describeDataset, generateDataset } from './generate';
import { measureRoute, type RouteResult, type RouteSpec } from './load';
import { type BenchOptions, parseOptions, type Sizes } from './options';
import { baselineFor, consoleTable, machineFacts, renderResults, TARGETS, verdict } from './report';
import { createRunner, followAccounts, removeRunner } from './runner';
import { postJson, type ServerChild, startServerChild } from './server';
import { rotation, viewerTokens } from './viewers';

/**
 * Accounts per "distinct viewers" route: more than one such route sends in its warm-up and measured run
 * (fewer on a small dataset, which has two such routes to serve from its accounts).
 */
const DISTINCT_VIEWERS = 20_000;

/** The EXPLAIN targets of what a first visit of each feed loads on a server with READ_CACHE on. */
const MEMORY_TARGETS = {
  'for you': 'in-memory for you: viewer state, hottest author lists, hot list',
  following: 'in-memory following: viewer state, newest author lists',
} as const;

/**
 * The EXPLAIN target behind a measured route: a 'cache off' row runs its route's SQL skeleton, a
 * 'distinct viewers' row what the in-memory feed loads for a new viewer.
 */
const explainedAs = (name: string) => {
  const feed = name.replace(/, distinct viewers$/, '');
  if (feed !== name && feed in MEMORY_TARGETS) return MEMORY_TARGETS[feed as keyof typeof MEMORY_TARGETS];
  return name.replace(/, cache off$/, '');
};

const repoRoot = path.resolve(import.meta.dirname, '..');
const benchDir = import.meta.dirname;
const log = (message: string) => console.log(`[bench] ${message}`);
const sameSizes = (a: Sizes, b: Sizes) =>
  a.accounts === b.accounts && a.posts === b.posts && a.likes === b.likes && a.follows === b.follows;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Makes sure the dataset exists; answers its marker and whether it was generated now. */
async function prepareDataset(opts: BenchOptions): Promise<{ meta: BenchMeta; generated: boolean }> {
  const url = opts.databaseUrl;
  const name = databaseName(url);
  const created = await ensureDatabase(url);
  if (created) log(`created database ${name}`);
  let client = await connect(url);
  try {
    const existing = await readMeta(client);
    let reason = '';
    if (opts.regenerate) reason = '--regenerate';
    else if (!existing) reason = 'no complete dataset (no bench_meta marker)';
    else if (!sameSizes(existing.requested, opts.sizes)) {
      reason = `the sizes changed (${JSON.stringify(existing.requested)} → ${JSON.stringify(opts.sizes)})`;
    }
    if (!reason && existing) {
      // Apply migrations added since the dataset was generated.
      const database = await openPostgres(url, 1);
      await database.close();
      log(`reusing the dataset of ${existing.generatedAt} (--regenerate to make a new one)`);
      return { meta: existing, generated: false };
    }
    log(`generating the dataset: ${reason}`);
    if (!created) {
      if (name.includes('bench')) {
        await client.end();
        await recreateDatabase(url);
        client = await connect(url);
      } else if (await hasForeignData(client)) {
        throw new Error(
          `Database '${name}' holds data the benchmark did not generate; use a '*bench*' database.`,
        );
      }
    }
    const database = await openPostgres(url, 1);
    await database.close();
    log(
      `sizes: ${Object.entries(opts.sizes)
        .map(([k, v]) => `${k}=${v.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
    const generation = await generateDataset(client, opts.sizes, opts.chunk);
    const described = await describeDataset(client);
    const meta: BenchMeta = {
      requested: opts.sizes,
      actual: described.actual,
      generatedAt: new Date().toISOString(),
      timings: generation.timings,
      totalSeconds: generation.totalSeconds,
      threadPostId: described.threadPostId,
      threadReplies: described.threadReplies,
      databaseSize: described.databaseSize,
    };
    await writeMeta(client, meta);
    log(`generated in ${generation.totalSeconds.toFixed(1)} s (${described.databaseSize})`);
    for (const t of generation.timings) log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.phase}`);
    return { meta, generated: true };
  } finally {
    await client.end();
  }
}

/** Calls a route once and answers how long it took. */
async function callOnce(
  baseUrl: string,
  route: RouteSpec,
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  if (route.method === 'GET') {
    const response = await fetch(baseUrl + route.path);
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  }
  const result = await postJson(baseUrl + route.path, route.body, route.token);
  return { status: result.status, body: result.body, ms: performance.now() - started };
}

/**
 * Calls a route once (after one warming call): 'missing' when the server does not serve it (404 NotFound);
 * throws on any other failure. Answers the latency of a lone request.
 */
async function probe(baseUrl: string, route: RouteSpec): Promise<{ state: 'ok' | 'missing'; ms: number }> {
  await callOnce(baseUrl, route);
  const result = await callOnce(baseUrl, route);
  const body = result.body as { success?: boolean; code?: string; data?: unknown };
  if (result.status === 404 && body?.code === 'NotFound') return { state: 'missing', ms: result.ms };
  if (result.status !== 200 || (route.method === 'POST' && body?.success !== true)) {
    throw new Error(
      `${route.method} ${route.path} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`,
    );
  }
  if (Array.isArray(body?.data) && body.data.length === 0)
    log(`warning: ${route.path} answered an empty page`);
  return { state: 'ok', ms: result.ms };
}

/**
 * Waits until the server has worked off requests still queued from a run (autocannon gives up on a request
 * after 10 s, the server does not): a lone request must again take at most 2× its idle latency + 20 ms.
 * Answers the seconds waited.
 */
async function drain(baseUrl: string, route: RouteSpec, idleMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const { ms } = await callOnce(baseUrl, route);
    if (ms <= idleMs * 2 + 20) break;
  }
  return (performance.now() - started) / 1000;
}

/** The signed-in feeds, the threads and search: measured with the read cache on, then off. */
function readRoutes(token: string, threadPostId: string): RouteSpec[] {
  const post = (name: string, path: string, body: unknown, kind: RouteSpec['kind'], signedIn = false) => ({
    name,
    method: 'POST' as const,
    path,
    body,
    kind,
    ...(signedIn ? { token } : {}),
  });
  return [
    post('for you, signed in', '/api/post/list', { limit: 20 }, 'feed', true),
    post('following', '/api/post/following', { limit: 20 }, 'feed', true),
    post('thread', '/api/post/replies', { postId: threadPostId }, 'thread'),
    post('nested thread', '/api/post/nested', { postId: threadPostId }, 'thread'),
    post('search', '/api/post/search', { query: 'coffee', limit: 20 }, 'search'),
  ];
}

/** Probes, then measures each route in turn on one server (warm-up, drain, measured run, drain). */
async function measureRoutes(
  server: ServerChild,
  opts: BenchOptions,
  notes: string[],
  candidates: RouteSpec[],
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  const routes: { route: RouteSpec; idleMs: number }[] = [];
  for (const route of candidates) {
    const probed = await probe(server.url, route);
    if (probed.state === 'missing') {
      notes.push(
        `${route.method} ${route.path} (${route.name}) was skipped: the server answers 404 NotFound (no such route yet).`,
      );
      log(`skipping ${route.path}: 404 NotFound`);
    } else {
      routes.push({ route, idleMs: probed.ms });
      log(`${route.name}: a lone request takes ${probed.ms.toFixed(1)} ms`);
    }
  }
  for (const { route, idleMs } of routes) {
    log(
      `${route.name}: ${route.method} ${route.path} — ${opts.warmupSeconds} s warm-up, ${opts.durationSeconds} s measured`,
    );
    const result = await measureRoute(server.url, route, opts, async () => {
      const waited = await drain(server.url, route, idleMs);
      if (waited > 1) {
        notes.push(
          `After the warm-up of ${route.path} (${route.name}) the server needed ${waited.toFixed(1)} s to work off queued requests before the measured run.`,
        );
      }
    });
    result.loneMs = idleMs;
    results.push(result);
    const waited = await drain(server.url, route, idleMs);
    if (waited > 1) {
      notes.push(
        `After ${route.path} (${route.name}) the server needed ${waited.toFixed(1)} s to work off requests still queued (autocannon times a request out after 10 s; the server keeps running it).`,
      );
    }
    log(
      `  ${Math.round(result.requestsPerSecond)} req/s, ${Math.round(result.bytesPerRequest / 1024)} KB/response, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.non2xx ? `, ${result.non2xx} non-2xx!` : ''}`,
    );
  }
  return results;
}

function findings(results: readonly RouteResult[], explain: readonly ExplainedRoute[] | null): string {
  const lines: string[] = [];
  for (const r of results) {
    const baseline = baselineFor(results, r);
    const v = verdict(r, baseline);
    if (v.met !== false) continue;
    const parts: string[] = [];
    const p99Target = r.route.kind === 'thread' ? TARGETS.threadP99 : TARGETS.feedP99;
    if ((r.route.kind === 'feed' || r.route.kind === 'thread') && r.p99 > p99Target) {
      parts.push(
        `p99 ${r.p99.toFixed(1)} ms is ${(r.p99 / p99Target).toFixed(1)}× the ${p99Target} ms target`,
      );
    }
    if (r.route.kind === 'search' && r.p95 > TARGETS.searchP95) {
      parts.push(
        `p95 ${r.p95.toFixed(1)} ms is ${(r.p95 / TARGETS.searchP95).toFixed(1)}× the ${TARGETS.searchP95} ms target`,
      );
    }
    if (r.route.kind === 'feed' && baseline) {
      const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
      if (ratio < TARGETS.feedRatio) {
        const need = baseline.requestsPerSecond * TARGETS.feedRatio;
        if (r.requestsPerSecond === 0) {
          parts.push(
            `no request completed within autocannon's 10 s timeout; the target needs ${Math.round(need)} req/s`,
          );
        } else
          parts.push(
            `${Math.round(r.requestsPerSecond)} req/s is ${ratio.toFixed(3)} of the baseline; the target needs ${Math.round(need)} req/s (${(need / r.requestsPerSecond).toFixed(1)}× more)`,
          );
      }
    }
    const explained = explain?.find((e) => e.route === explainedAs(r.route.name));
    const timed = explained?.queries.filter((q) => !q.error) ?? [];
    if (timed.length) {
      const top = [...timed].sort((x, y) => y.executionMs - x.executionMs)[0]!;
      const total = timed.reduce((sum, q) => sum + q.executionMs, 0);
      parts.push(
        `its slowest query is the ${top.step} (${top.planMode} plan, ${top.executionMs.toFixed(2)} ms of ${total.toFixed(2)} ms over ${timed.length} queries${top.seqScans.length ? `, seq scan on ${top.seqScans.join(', ')}` : ''})`,
      );
    }
    if (r.non2xx || r.errors || r.timeouts) parts.push('it answered errors under load');
    lines.push(`- **${r.route.method} ${r.route.path} (${r.route.name})**: ${parts.join('; ')}.`);
  }
  if (!lines.length) return '';
  return ['## Missed targets', '', ...lines, '', ...suggestions(results, explain)].join('\n');
}

/** Suggestions drawn from what this run observed (each bullet names its evidence). */
function suggestions(results: readonly RouteResult[], explain: readonly ExplainedRoute[] | null): string[] {
  const out: string[] = [];
  const all = explain ?? [];
  const cheap = results.flatMap((r) => {
    const e = all.find((x) => x.route === explainedAs(r.route.name));
    if (!e?.queries.length || r.route.kind === 'baseline' || r.requestsPerSecond === 0) return [];
    if (verdict(r, baselineFor(results, r)).met !== false) return [];
    const dbMs = e.queries.reduce((sum, q) => sum + (q.error ? 0 : q.executionMs), 0);
    return dbMs < 2 ? [{ r, dbMs, queries: e.queries.length }] : [];
  });
  if (cheap.length) {
    out.push(
      `- **Per-request cost in the server and per-query overhead, not the plans, are now the ceiling.** ${cheap
        .map(
          ({ r, dbMs, queries }) =>
            `${r.route.name}: ${queries} queries, ${dbMs.toFixed(2)} ms of execution, ${Math.round(r.requestsPerSecond)} req/s`,
        )
        .join(
          '; ',
        )}. At 50 connections p50 ≈ 50 ÷ throughput, so the p99 target needs roughly 2,000+ req/s per route. With READ_CACHE on, a first visit already merges its skeleton in memory from author lists and takes its flags from the viewer state loaded with the account (docs/DECISIONS.md "Feeds and flags without the database"): what is left is a token check, \`viewer_state\`, author lists never read before, row misses and the server's JSON work. Under this load the server's one JavaScript thread is the bottleneck (\`perf\`: it holds most of one core while PostgreSQL's core has idle time), with a flat profile: the pg driver's protocol, pool and row parsing about a quarter, garbage collection, JSON and Map work the rest. Levers left: a leaner driver (pipelining, cheaper row parsing) and more cores for more server processes (peers share the change log through REDIS_URL; two processes on these 2 cores gained 0–50 %). Reading a new viewer's author lists with their state saves a round trip but parses every followee's list, cached or not.`,
    );
  }
  return out.length ? ['## Suggestions', '', ...out] : [];
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), process.env);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  log(`database ${opts.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`);
  const { meta, generated } = await prepareDataset(opts);
  if (opts.generateOnly) return;
  if (!meta.threadPostId) throw new Error('The dataset has no reply thread; run with --regenerate.');

  const client = await connect(opts.databaseUrl);
  let server: ServerChild | null = null;
  const notes: string[] = [];
  const results: RouteResult[] = [];
  let runnerId = '';
  let follows = 0;
  try {
    await removeRunner(client);
    log('starting the server (child process)');
    const jwtSecret = randomBytes(48).toString('base64');
    server = await startServerChild(repoRoot, opts.databaseUrl, { JWT_SECRET: jwtSecret });
    log(`server pid ${server.pid} at ${server.url}`);
    const runner = await createRunner(server.url);
    runnerId = runner.accountId;
    follows = await followAccounts(client, runner.accountId, meta.requested.accounts, opts.runnerFollows);
    log(`runner ${runner.accountId} follows ${follows} accounts`);

    // Under half the accounts each, so the two routes never share a viewer (1 % of accounts are deleted).
    const perRoute = Math.min(DISTINCT_VIEWERS, Math.floor(meta.requested.accounts * 0.45));
    const viewers = await viewerTokens(client, jwtSecret, 2 * perRoute);
    const forYouViewers = rotation(viewers.slice(0, perRoute));
    const followingViewers = rotation(viewers.slice(perRoute));
    const reads = readRoutes(runner.token, meta.threadPostId);
    results.push(
      ...(await measureRoutes(server, opts, notes, [
        { name: 'baseline', method: 'GET', path: '/health', kind: 'baseline' },
        { name: 'for you', method: 'POST', path: '/api/post/list', body: { limit: 20 }, kind: 'feed' },
        ...reads,
        {
          name: 'for you, distinct viewers',
          method: 'POST',
          path: '/api/post/list',
          body: { limit: 20 },
          token: viewers[0],
          nextToken: forYouViewers.next,
          kind: 'feed',
        },
        {
          name: 'following, distinct viewers',
          method: 'POST',
          path: '/api/post/following',
          body: { limit: 20 },
          token: viewers[perRoute],
          nextToken: followingViewers.next,
          kind: 'feed',
        },
      ])),
    );
    for (const [name, handedOut] of [
      ['for you', forYouViewers.handedOut()],
      ['following', followingViewers.handedOut()],
    ] as const) {
      notes.push(
        `'${name}, distinct viewers' sent ${handedOut.toLocaleString('en-US')} requests (warm-up included) from ${perRoute.toLocaleString('en-US')} generated accounts in turn${handedOut > perRoute ? ', so some accounts came back and could hit their cached page' : ': every request came from an account not seen before (response-cache misses)'}.`,
      );
    }
    notes.push(
      "The server runs with its read cache on (the default; DESIGN 'Read caches' in docs/DECISIONS.md). Rows without a suffix repeat one request of one viewer, so after the first they are served from the response cache: they measure a quiet network's repeat reads. 'distinct viewers' rows send each request as another account (token, viewer and response caches all miss). ', cache off' rows are the same requests on a second server started with READ_CACHE=off: the uncached read path. Each server's rows are compared with that server's own GET /health, measured first.",
    );
    await server.stop();
    log('restarting the server with READ_CACHE=off (the uncached read path)');
    server = await startServerChild(repoRoot, opts.databaseUrl, { JWT_SECRET: jwtSecret, READ_CACHE: 'off' });
    results.push(
      ...(await measureRoutes(server, opts, notes, [
        { name: 'baseline, cache off', method: 'GET', path: '/health', kind: 'baseline' },
        ...reads.map((route) => ({ ...route, name: `${route.name}, cache off` })),
      ])),
    );
  } finally {
    if (server) await server.stop();
  }

  const measured = new Set(results.map((r) => r.route.name));
  let explain: ExplainedRoute[] | null = null;
  if (!opts.skipExplain) {
    log('EXPLAIN (ANALYZE, BUFFERS) of the page queries');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
    try {
      explain = await explainPages(pool, [
        { route: 'for you', viewerId: null, skeleton: 'forYou' },
        { route: 'for you, signed in', viewerId: runnerId, skeleton: 'forYou' },
        { route: 'following', viewerId: runnerId, skeleton: 'following' },
        { route: MEMORY_TARGETS['for you'], viewerId: runnerId, skeleton: 'memoryForYou' },
        { route: MEMORY_TARGETS.following, viewerId: runnerId, skeleton: 'memoryFollowing' },
        { route: 'thread', viewerId: null, skeleton: 'replies', postId: meta.threadPostId },
        ...(measured.has('nested thread')
          ? [
              {
                route: 'nested thread',
                viewerId: null,
                skeleton: 'nested' as const,
                postId: meta.threadPostId,
              },
            ]
          : []),
        ...(measured.has('search')
          ? [{ route: 'search', viewerId: null, skeleton: 'search' as const, query: 'coffee' }]
          : []),
      ]);
    } finally {
      await pool.end();
    }
    notes.push(
      "EXPLAIN runs the server's own skeleton and hydration functions (named statements captured through a statement runner and explained as generic plans, as the server's statement pool runs them; builder queries captured through Drizzle's logger, custom plans) after the load, with the server stopped and a warm cache.",
    );
  }
  const facts = await machineFacts(client);
  await client.end();

  console.log(`\n${consoleTable(results)}\n`);
  // Non-2xx answers and connection errors are failures; timeouts (autocannon gives up after 10 s) only mean
  // the route is far too slow, which the table already says.
  const failed = results.filter((r) => r.non2xx || r.errors > r.timeouts);
  for (const r of results.filter((x) => x.non2xx || x.errors || x.timeouts)) {
    notes.push(
      `${r.route.method} ${r.route.path} (${r.route.name}): status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} errors of which ${r.timeouts} timeouts (no answer within 10 s).`,
    );
  }
  if (opts.write) {
    const date = new Date();
    const header = `# EXPLAIN of the benchmark pages\n\nWritten by \`${command}\` on ${date.toISOString()}: the SQL the server sends for each page (captured by running its skeleton and hydration functions), explained with \`EXPLAIN (ANALYZE, BUFFERS)\` (named statements as generic plans, builder queries as custom plans) on the bench dataset (${meta.actual.posts.toLocaleString('en-US')} posts) after the load, with a warm cache.`;
    if (explain) writeFileSync(path.join(benchDir, 'EXPLAIN.md'), renderExplain(explain, header));
    writeFileSync(
      path.join(benchDir, 'RESULTS.md'),
      renderResults(
        {
          date,
          command,
          facts,
          meta,
          generatedThisRun: generated,
          runnerFollows: follows,
          settings: opts,
          results,
          notes,
          explain,
        },
        findings(results, explain),
      ),
    );
    log(`wrote bench/RESULTS.md${explain ? ' and bench/EXPLAIN.md' : ''}`);
  }
  if (failed.length) {
    console.error(`[bench] FAILED: ${failed.map((r) => r.route.path).join(', ')} answered errors under load`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
