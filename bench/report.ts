/**
 * The results table (console and bench/RESULTS.md) and the targets of the issue: at 50 connections,
 * p99 ≤ 50 ms for feeds and threads, p95 ≤ 100 ms for search, feed throughput ≥ 1/4 of the trivial route's.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import type pg from 'pg';
import type { BenchMeta } from './db';
import type { ExplainedRoute } from './explain';
import type { LoadSettings, RouteResult } from './load';

export const TARGETS = { feedP99: 50, threadP99: 50, searchP95: 100, feedRatio: 0.25 } as const;

/** Whether a route met its target, and why not. */
export function verdict(
  result: RouteResult,
  baseline: RouteResult | undefined,
): { met: boolean | null; text: string } {
  const problems: string[] = [];
  const ratio = baseline ? result.requestsPerSecond / baseline.requestsPerSecond : Number.NaN;
  if (result.non2xx || result.errors || result.timeouts) {
    problems.push(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  switch (result.route.kind) {
    case 'baseline':
      return { met: null, text: 'baseline' };
    case 'feed':
      if (!(result.p99 <= TARGETS.feedP99)) problems.push(`p99 ${fmt(result.p99)} > ${TARGETS.feedP99} ms`);
      if (!(ratio >= TARGETS.feedRatio)) problems.push(`ratio ${ratio.toFixed(3)} < ${TARGETS.feedRatio}`);
      break;
    case 'thread':
      if (!(result.p99 <= TARGETS.threadP99))
        problems.push(`p99 ${fmt(result.p99)} > ${TARGETS.threadP99} ms`);
      break;
    case 'search':
      if (!(result.p95 <= TARGETS.searchP95))
        problems.push(`p95 ${fmt(result.p95)} > ${TARGETS.searchP95} ms`);
      break;
  }
  return problems.length ? { met: false, text: `no (${problems.join('; ')})` } : { met: true, text: 'yes' };
}

/**
 * The baseline of a result: the last baseline measured before it. Each server process is measured after
 * its own GET /health, so the 'cache off' rows compare with the second server's baseline, not the first's.
 */
export function baselineFor(results: readonly RouteResult[], result: RouteResult): RouteResult | undefined {
  let baseline: RouteResult | undefined;
  for (const r of results) {
    if (r.route.kind === 'baseline') baseline = r;
    if (r === result) return baseline;
  }
  return undefined;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '—');
const int = (n: number) => Math.round(n).toLocaleString('en-US');

const ratioText = (r: RouteResult, baseline: RouteResult | undefined) =>
  baseline ? (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) : '—';

/** Rows of the results table. */
export function tableRows(results: readonly RouteResult[]): string[][] {
  return results.map((r) => [
    `${r.route.method} ${r.route.path}${r.route.name ? ` (${r.route.name})` : ''}`,
    int(r.requestsPerSecond),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    ratioText(r, baselineFor(results, r)),
    verdict(r, baselineFor(results, r)).text,
  ]);
}

const HEAD = ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ratio to baseline', 'target met?'];

/** A plain-text table for the console. */
export function consoleTable(results: readonly RouteResult[]): string {
  const rows = [HEAD, ...tableRows(results)];
  const widths = HEAD.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 || c === 6 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ');
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function markdownTable(head: readonly string[], rows: readonly string[][], align?: string[]): string {
  const sep = align ?? head.map(() => '---');
  return [head, sep, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

const sh = (command: string) => {
  try {
    return execSync(command, { encoding: 'utf8' }).trim();
  } catch {
    return '(unavailable)';
  }
};

/** Machine and database facts for the report. */
export async function machineFacts(client: pg.ClientBase) {
  const version = await client.query<{ v: string }>(`select current_setting('server_version') as v`);
  const settings = await client.query<{ name: string; setting: string }>(
    `select name, current_setting(name) as setting from pg_settings
     where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_connections', 'jit',
       'random_page_cost', 'synchronous_commit', 'max_parallel_workers_per_gather')
     order by name`,
  );
  return {
    nproc: sh('nproc'),
    free: sh('free -g'),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    postgres: version.rows[0]?.v ?? 'unknown',
    settings: settings.rows.map((row) => `${row.name}=${row.setting}`).join(', '),
  };
}

/** Everything RESULTS.md shows. */
export interface ReportInput {
  date: Date;
  command: string;
  facts: Awaited<ReturnType<typeof machineFacts>>;
  meta: BenchMeta;
  generatedThisRun: boolean;
  runnerFollows: number;
  settings: LoadSettings;
  results: RouteResult[];
  notes: string[];
  explain: ExplainedRoute[] | null;
}

/** The slowest explained query of each page (what dominates its database time). */
function dominantQueries(explain: readonly ExplainedRoute[]): string[][] {
  return explain.map((route) => {
    const timed = route.queries.filter((q) => !q.error);
    const total = timed.reduce((sum, q) => sum + q.executionMs, 0);
    const top = [...timed].sort((a, b) => b.executionMs - a.executionMs)[0];
    return [
      route.route,
      String(route.queries.length),
      total.toFixed(2),
      top
        ? `${top.step}, ${top.planMode} plan: ${top.executionMs.toFixed(2)} ms${top.seqScans.length ? ` (seq scan on ${top.seqScans.join(', ')})` : ''}`
        : (route.error ?? '—'),
    ];
  });
}

/** Renders bench/RESULTS.md. */
export function renderResults(input: ReportInput, findings: string): string {
  const { meta, facts, settings } = input;
  const a = meta.actual;
  const baseline = input.results.find((r) => r.route.kind === 'baseline');
  const out: string[] = [];
  out.push('# Rep load benchmark — results', '');
  out.push(
    `Written by \`${input.command}\` on ${input.date.toISOString()} (bench/run.ts overwrites this file on every run).`,
    '',
  );
  out.push('## Machine', '');
  out.push(
    `- \`nproc\`: ${facts.nproc}; CPU: ${facts.cpu}; Node ${facts.node}; PostgreSQL ${facts.postgres}`,
  );
  out.push(`- PostgreSQL settings (defaults of the machine, untouched): ${facts.settings}`);
  out.push('- `free -g`:', '', '```', facts.free, '```', '');
  out.push('## Dataset', '');
  out.push(
    markdownTable(
      ['table', 'rows'],
      [
        ['accounts (and identities)', `${int(a.accounts)} (${int(a.identities)})`],
        ['posts', int(a.posts)],
        ['… of which replies', int(a.replies)],
        ['likes', int(a.likes)],
        ['follows', int(a.follows)],
      ],
      ['---', '---:'],
    ),
  );
  out.push('');
  out.push(
    `- Database size: ${meta.databaseSize}. Generated at ${meta.generatedAt}${input.generatedThisRun ? ' (this run)' : ' (reused: `--regenerate` makes a new one)'}.`,
  );
  out.push(`- Thread: \`${meta.threadPostId}\` with ${meta.threadReplies} direct replies.`);
  out.push(
    `- Following feed viewer: the bench runner (registered through the API), following ${input.runnerFollows} accounts.`,
  );
  out.push('', `Generation took **${meta.totalSeconds.toFixed(1)} s**:`, '');
  out.push(
    markdownTable(
      ['phase', 'seconds'],
      meta.timings.map((t) => [t.phase, t.seconds.toFixed(1)]),
      ['---', '---:'],
    ),
  );
  out.push('', '## Load', '');
  out.push(
    `autocannon, ${settings.connections} connections, pipelining 1, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s measured per route, one route at a time. The server runs as a child process (\`node --import tsx apps/server/src/main.ts\`, DATABASE_URL on this PostgreSQL, RATE_LIMIT=off, LOG_LEVEL=warn); autocannon runs in the bench process; PostgreSQL shares the same ${facts.nproc} cores. p50/p95/p99 are exact percentiles over every 2xx response time; req/s is autocannon's per-second average.`,
    '',
  );
  out.push(
    markdownTable(HEAD, tableRows(input.results), ['---', '---:', '---:', '---:', '---:', '---:', '---']),
  );
  out.push('');
  out.push(
    `Targets: p99 ≤ ${TARGETS.feedP99} ms for feeds and threads, p95 ≤ ${TARGETS.searchP95} ms for search, feed req/s ≥ ${TARGETS.feedRatio} × baseline${baseline ? ` (≥ ${int(baseline.requestsPerSecond * TARGETS.feedRatio)} req/s in this run)` : ''}.`,
  );
  out.push('', 'Details:', '');
  out.push(
    markdownTable(
      [
        'route',
        'lone request ms',
        'requests',
        'max ms',
        'autocannon p97.5 / p99 ms',
        'bytes/response',
        'status codes',
        'load avg at start',
      ],
      input.results.map((r) => [
        `${r.route.method} ${r.route.path}${r.route.name ? ` (${r.route.name})` : ''}`,
        r.loneMs === undefined ? '—' : fmt(r.loneMs),
        int(r.totalRequests),
        fmt(r.max),
        `${fmt(r.autocannonP97_5)} / ${fmt(r.autocannonP99)}`,
        int(r.bytesPerRequest),
        Object.entries(r.statusCodes)
          .map(([code, n]) => `${code}×${int(n)}`)
          .join(', '),
        r.loadAverage === undefined ? '—' : r.loadAverage.toFixed(2),
      ]),
      ['---', '---:', '---:', '---:', '---:', '---:', '---', '---:'],
    ),
  );
  if (input.notes.length) {
    out.push('', '## Notes', '', ...input.notes.map((note) => `- ${note}`));
  }
  if (input.explain) {
    out.push('', '## Database time per page (EXPLAIN ANALYZE, warm cache, one request alone)', '');
    out.push(
      markdownTable(
        ['page', 'queries', 'sum of execution ms', 'slowest query'],
        dominantQueries(input.explain),
        ['---', '---:', '---:', '---'],
      ),
    );
    out.push('', 'Plans: [EXPLAIN.md](EXPLAIN.md).');
  }
  if (findings.trim()) out.push('', findings.trim());
  return `${out.join('\n')}\n`;
}
