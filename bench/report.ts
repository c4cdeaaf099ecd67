/**
 * The results (console table and bench/RESULTS.md) and the targets of issue 13 on the 2-core machine:
 * distinct-viewer feeds at least 0.08 × GET /health's saturation throughput and p99 ≤ 50 ms at half their
 * saturation rate; the mixed workload's p99 ≤ 100 ms at half its saturation rate; a post of an account with
 * 10k followers in every follower's timeline within 2 s.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import type { BenchMeta } from './db';
import type { FanoutSeries } from './fanout';
import { type LatencyStats, type LoadResult, latencyStats } from './load';
import { MIX } from './mixed';
import type { SqlClient } from './sql';

export const TARGETS = { feedRatio: 0.08, feedP99: 50, mixedP99: 100, fanoutSeconds: 2 } as const;

/** Where a row ran: PostgreSQL + Redis, or the embedded default (PGlite, no Redis). */
export type Setup = 'postgres' | 'embedded';

/** A measured row: saturation, and (except the baseline) a fixed rate of half the saturation throughput. */
export interface Row {
  name: string;
  setup: Setup;
  kind: 'baseline' | 'feed' | 'mixed' | 'create';
  saturation: LoadResult;
  half?: LoadResult;
}

/** The fan-out measurement: a series of creates, and the backlog left by the post-create load rows. */
export interface FanoutReport {
  series: FanoutSeries | null;
  /** Why the series did not run (e.g. no follower timeline exists). */
  skipped?: string;
  /** Seconds until the server's job queue was empty after each post-create run (null: not within the wait). */
  drains: { after: string; seconds: number | null; posts: number; timelines: number; runSeconds: number }[];
}

/** The first reads of the distinct viewers, which fill their 'following' timelines. */
export interface PrefillReport {
  viewers: number;
  concurrency: number;
  seconds: number;
  stats: LatencyStats;
  /** Fan-out followers whose timeline exists afterwards. */
  timelines: number;
  followers: number;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '—');
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const failures = (r: LoadResult) => r.rejected + r.errors;

/** The baseline a row compares with: GET /health of the same server. */
export const baselineOf = (rows: readonly Row[], row: Row) =>
  rows.find((r) => r.kind === 'baseline' && r.setup === row.setup);

/** Whether a row met its target, and why not (null: no target). */
export function verdict(rows: readonly Row[], row: Row): { met: boolean | null; text: string } {
  const problems: string[] = [];
  for (const [run, r] of [
    ['at saturation', row.saturation],
    ['at half rate', row.half],
  ] as const) {
    if (r && (failures(r) || r.timeouts)) {
      problems.push(`${run}: ${r.rejected} error answers, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
  }
  if (row.kind === 'baseline') return { met: null, text: 'baseline' };
  if (row.kind === 'feed') {
    const baseline = baselineOf(rows, row);
    const ratio = baseline
      ? row.saturation.requestsPerSecond / baseline.saturation.requestsPerSecond
      : Number.NaN;
    if (!(ratio >= TARGETS.feedRatio)) problems.push(`ratio ${ratio.toFixed(3)} < ${TARGETS.feedRatio}`);
    if (!(row.half && row.half.p99 <= TARGETS.feedP99)) {
      problems.push(`p99 at half rate ${fmt(row.half?.p99 ?? Number.NaN)} > ${TARGETS.feedP99} ms`);
    }
  }
  if (row.kind === 'mixed' && !(row.half && row.half.p99 <= TARGETS.mixedP99)) {
    problems.push(`p99 at half rate ${fmt(row.half?.p99 ?? Number.NaN)} > ${TARGETS.mixedP99} ms`);
  }
  if (problems.length) return { met: false, text: `no (${problems.join('; ')})` };
  return row.kind === 'create' ? { met: null, text: 'no target' } : { met: true, text: 'yes' };
}

/** Whether the fan-out met its target: every post in every timeline within 2 s. */
export function fanoutVerdict(fanout: FanoutReport): { met: boolean | null; text: string } {
  const series = fanout.series;
  if (!series) return { met: false, text: `not measured (${fanout.skipped ?? 'no series'})` };
  const late = series.fanoutSeconds.filter((s) => s === null || s > TARGETS.fanoutSeconds).length;
  return late
    ? {
        met: false,
        text: `no (${late} of ${series.fanoutSeconds.length} posts later than ${TARGETS.fanoutSeconds} s)`,
      }
    : { met: true, text: 'yes' };
}

const SETUP_NAMES: Record<Setup, string> = { postgres: 'PostgreSQL + Redis', embedded: 'embedded (PGlite)' };

const HEAD = [
  'row',
  'server',
  'saturation req/s',
  'ratio to /health',
  'p99 ms at saturation',
  'CPU ms/answer at saturation: server / database / Redis',
  'half rate: offered req/s',
  'answered req/s',
  'p50 ms',
  'p99 ms',
  'target met?',
];

/** CPU ms per answer: server / PostgreSQL backends / Redis (the embedded server holds its database). */
function cpuText(r: LoadResult, setup: Setup): string {
  const cpu = r.cpuMsPerAnswer;
  if (!cpu) return '—';
  const ms = (n: number) => n.toFixed(2);
  return setup === 'embedded'
    ? `${ms(cpu.server)} (PGlite inside)`
    : `${ms(cpu.server)} / ${ms(cpu.postgres)} / ${ms(cpu.redis)}`;
}

function tableRows(rows: readonly Row[]): string[][] {
  return rows.map((row) => {
    const baseline = baselineOf(rows, row);
    return [
      row.name,
      SETUP_NAMES[row.setup],
      int(row.saturation.requestsPerSecond),
      baseline ? (row.saturation.requestsPerSecond / baseline.saturation.requestsPerSecond).toFixed(3) : '—',
      fmt(row.saturation.p99),
      cpuText(row.saturation, row.setup),
      row.half ? int(row.half.shape.rate ?? Number.NaN) : '—',
      row.half ? int(row.half.requestsPerSecond) : '—',
      row.half ? fmt(row.half.p50) : '—',
      row.half ? fmt(row.half.p99) : '—',
      verdict(rows, row).text,
    ];
  });
}

/** A plain-text table for the console. */
export function consoleTable(rows: readonly Row[], fanout: FanoutReport | null): string {
  const all = [HEAD, ...tableRows(rows)];
  const widths = HEAD.map((_, c) => Math.max(...all.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) =>
        c <= 1 || c === HEAD.length - 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!),
      )
      .join('  ');
  const out = [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)];
  if (fanout) out.push('', `fan-out: ${fanoutText(fanout)}; target met? ${fanoutVerdict(fanout).text}`);
  return out.join('\n');
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
export async function machineFacts(client: SqlClient) {
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
    redis: sh(
      `redis-cli -u ${JSON.stringify(process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379')} info server | grep redis_version`,
    ),
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
  embedded: { meta: BenchMeta; generated: boolean; copySeconds: number } | null;
  settings: { connections: number; warmupSeconds: number; durationSeconds: number; mixedSeconds: number };
  rows: Row[];
  prefill: PrefillReport | null;
  fanout: FanoutReport | null;
  notes: string[];
  /** The EXPLAIN summary table (markdown), when EXPLAIN ran. */
  explainSummary: string | null;
}

function fanoutText(fanout: FanoutReport): string {
  const series = fanout.series;
  if (!series) return `not measured: ${fanout.skipped ?? 'no series'}`;
  const done = series.fanoutSeconds.filter((s): s is number => s !== null);
  const stats = latencyStats(done.map((s) => s * 1000));
  const request = latencyStats(series.requestMs);
  const posts = `${series.fanoutSeconds.length} posts to ${int(series.timelines)} follower timelines (of ${int(series.followers)} followers)`;
  const late = series.fanoutSeconds.length - done.length;
  const reached = done.length
    ? `in every timeline after p50 ${(stats.p50 / 1000).toFixed(2)} s, max ${(stats.max / 1000).toFixed(2)} s${late ? `; ${late} not within 20 s` : ''}`
    : 'none was in every timeline within 20 s (the series stops after three)';
  return `${posts}: ${reached}; create request p50 ${fmt(request.p50)} ms, p99 ${fmt(request.p99)} ms`;
}

function datasetTable(meta: BenchMeta): string {
  const a = meta.actual;
  return markdownTable(
    ['table', 'rows'],
    [
      ['accounts (and identities)', `${int(a.accounts)} (${int(a.identities)})`],
      ['posts', int(a.posts)],
      ['… of which replies', int(a.replies)],
      ['likes', int(a.likes)],
      ['follows', int(a.follows)],
    ],
    ['---', '---:'],
  );
}

const timingsTable = (meta: BenchMeta) =>
  markdownTable(
    ['phase', 'seconds'],
    meta.timings.map((t) => [t.phase, t.seconds.toFixed(1)]),
    ['---', '---:'],
  );

function detailRows(rows: readonly Row[]): string[][] {
  return rows.flatMap((row) =>
    [row.saturation, row.half].flatMap((r) =>
      r
        ? [
            [
              `${row.name} (${SETUP_NAMES[row.setup]})`,
              r.shape.rate
                ? `${int(r.shape.rate)} req/s offered`
                : `saturation, ${r.shape.connections} connections`,
              `${r.shape.seconds}`,
              int(r.totalRequests),
              `${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.p99)} / ${fmt(r.max)}`,
              cpuText(r, row.setup),
              int(r.bytesPerRequest),
              Object.entries(r.statusCodes)
                .map(([code, n]) => `${code}×${int(n)}`)
                .join(', '),
              r.loadAverage.toFixed(2),
            ],
          ]
        : [],
    ),
  );
}

function mixedTable(row: Row): string {
  const kinds = MIX.map((entry) => {
    const sat = row.saturation.byKind[entry.kind];
    const half = row.half?.byKind[entry.kind];
    const statuses = (s: typeof sat) =>
      s
        ? Object.entries(s.statusCodes)
            .map(([code, n]) => `${code}×${int(n)}`)
            .join(', ')
        : '—';
    return [
      entry.kind,
      `${entry.percent} %${entry.write ? ' (write)' : ''}`,
      sat ? `${fmt(sat.p50)} / ${fmt(sat.p99)}` : '—',
      statuses(sat),
      half ? `${fmt(half.p50)} / ${fmt(half.p99)}` : '—',
      statuses(half),
    ];
  });
  return markdownTable(
    ['call', 'share', 'saturation p50 / p99 ms', 'statuses', 'half rate p50 / p99 ms', 'statuses'],
    kinds,
    ['---', '---:', '---:', '---', '---:', '---'],
  );
}

/** The lowest and highest load average at the start of the rows' runs. */
function loadRange(rows: readonly Row[]): string {
  const loads = rows.flatMap((row) => [row.saturation, row.half].flatMap((r) => (r ? [r.loadAverage] : [])));
  return loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : '—';
}

/**
 * Missed targets, each with its numbers and, where the CPU cost per answer is known, the throughput that
 * cost allows on this machine's cores (an upper bound: autocannon and other work use CPU too).
 */
export function findings(rows: readonly Row[], fanout: FanoutReport | null): string {
  const cores = os.cpus().length;
  const lines = rows.flatMap((row) => {
    const v = verdict(rows, row);
    if (v.met !== false) return [];
    const cpu = row.saturation.cpuMsPerAnswer;
    let cost = '';
    if (cpu) {
      const ms = cpu.server + cpu.postgres + cpu.redis;
      const baseline = baselineOf(rows, row);
      const need =
        row.kind === 'feed' && baseline ? baseline.saturation.requestsPerSecond * TARGETS.feedRatio : null;
      const parts =
        row.setup === 'embedded'
          ? 'all in the server process, PGlite included'
          : `server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, Redis ${cpu.redis.toFixed(2)}`;
      cost = ` Each answer cost ${ms.toFixed(2)} ms of CPU at saturation (${parts}): ${cores} cores allow at most ~${int((cores * 1000) / ms)} req/s of it${need ? `, the ratio target needs ${int(need)} req/s` : ''}.`;
    }
    return [`- **${row.name}** (${SETUP_NAMES[row.setup]}): ${v.text.replace(/^no \(|\)$/g, '')}.${cost}`];
  });
  if (fanout && !fanout.series) lines.push(`- **fan-out**: not measured: ${fanout.skipped}.`);
  else if (fanout && fanoutVerdict(fanout).met === false)
    lines.push(`- **fan-out**: ${fanoutVerdict(fanout).text}.`);
  return lines.length ? ['## Missed targets', '', ...lines].join('\n') : '';
}

/** Renders bench/RESULTS.md. */
export function renderResults(input: ReportInput, findings: string): string {
  const { meta, facts, settings } = input;
  const postgresBaseline = input.rows.find((r) => r.kind === 'baseline' && r.setup === 'postgres');
  const out: string[] = [];
  out.push('# Rep load benchmark — results', '');
  out.push(
    `Written by \`${input.command}\` on ${input.date.toISOString()} (bench/run.ts overwrites this file on every run).`,
    '',
  );
  out.push('## Machine', '');
  out.push(
    `- \`nproc\`: ${facts.nproc}; CPU: ${facts.cpu}; Node ${facts.node}; PostgreSQL ${facts.postgres}; ${facts.redis}`,
  );
  out.push(`- PostgreSQL settings (defaults of the machine, untouched): ${facts.settings}`);
  out.push('- `free -g`:', '', '```', facts.free, '```', '');
  out.push('## Results', '');
  out.push(
    `Each row runs at saturation (autocannon, ${settings.connections} connections, pipelining 1, ${settings.warmupSeconds} s warm-up, then ${settings.durationSeconds} s measured; the mixed workload ${settings.mixedSeconds} s), then at a fixed offered rate of half that throughput (autocannon \`overallRate\`, spread over each second: one instance per connection, started 1000/${settings.connections} ms apart; same duration). p50/p99 are exact percentiles of every accepted answer's time. The ratio compares the saturation throughput with GET /health of the same server. The machine's 1-minute load average at the start of the runs was ${loadRange(input.rows)} (2 cores: above 2, other work competed with the bench).`,
    '',
  );
  out.push(
    markdownTable(
      HEAD,
      tableRows(input.rows),
      HEAD.map((_, c) => (c <= 1 || c === HEAD.length - 1 ? '---' : '---:')),
    ),
  );
  if (input.fanout) {
    out.push(
      '',
      `**Fan-out** (PostgreSQL + Redis): ${fanoutText(input.fanout)}. Target met? ${fanoutVerdict(input.fanout).text}.`,
    );
    for (const drain of input.fanout.drains) {
      const writes = drain.posts * drain.timelines;
      out.push(
        `- Fan-out backlog after '${drain.after}' (${int(drain.posts)} posts, ${int(writes)} timeline writes): the server's job queue was empty ${drain.seconds === null ? 'not within the wait' : `after ${drain.seconds.toFixed(1)} s (over the run and the wait, ≥ ${int(writes / (drain.runSeconds + drain.seconds))} timeline writes/s)`}.`,
      );
    }
  }
  out.push(
    '',
    `Targets: distinct-viewer feeds ≥ ${TARGETS.feedRatio} × GET /health's saturation req/s${postgresBaseline ? ` (≥ ${int(postgresBaseline.saturation.requestsPerSecond * TARGETS.feedRatio)} req/s on PostgreSQL + Redis in this run)` : ''} and p99 ≤ ${TARGETS.feedP99} ms at half rate; mixed workload p99 ≤ ${TARGETS.mixedP99} ms at half rate; fan-out to 10k followers ≤ ${TARGETS.fanoutSeconds} s. Post create has no target of its own (its p99 is reported).`,
  );
  const mixed = input.rows.find((r) => r.kind === 'mixed');
  if (mixed) out.push('', '### Mixed workload by call', '', mixedTable(mixed));
  if (input.prefill) {
    const p = input.prefill;
    out.push(
      '',
      '### First reads (timelines filled)',
      '',
      `Before the rows, each of the ${int(p.viewers)} distinct viewers read its 'following' feed once (${p.concurrency} at a time), which fills its Redis timeline from the SQL skeleton: ${(p.viewers / p.seconds).toFixed(0)} req/s, p50 ${fmt(p.stats.p50)} ms, p99 ${fmt(p.stats.p99)} ms, max ${fmt(p.stats.max)} ms (informational). Afterwards ${int(p.timelines)} of the fan-out account's ${int(p.followers)} followers had a timeline.`,
    );
  }
  out.push('', '### Details', '');
  out.push(
    markdownTable(
      [
        'row',
        'load',
        'seconds',
        'answers',
        'p50 / p95 / p99 / max ms',
        'CPU ms/answer: server / database / Redis',
        'bytes/answer',
        'status codes',
        'load avg at start',
      ],
      detailRows(input.rows),
      ['---', '---', '---:', '---:', '---:', '---:', '---:', '---', '---:'],
    ),
  );
  out.push('', '## Datasets', '', '### PostgreSQL', '', datasetTable(meta), '');
  out.push(
    `- Database size: ${meta.databaseSize}. Generated at ${meta.generatedAt}${input.generatedThisRun ? ' (this run)' : ' (reused: `--regenerate` makes a new one)'}.`,
  );
  out.push(`- Thread of EXPLAIN: \`${meta.threadPostId}\` with ${meta.threadReplies} direct replies.`);
  out.push('', `Generation took **${meta.totalSeconds.toFixed(1)} s**:`, '', timingsTable(meta));
  if (input.embedded) {
    const e = input.embedded;
    out.push('', '### Embedded default (PGlite)', '', datasetTable(e.meta), '');
    out.push(
      `- Database size: ${e.meta.databaseSize}. Generated at ${e.meta.generatedAt}${e.generated ? ' (this run)' : ' (reused from the bench cache directory)'} by the same generator SQL run through PGlite, in **${e.meta.totalSeconds.toFixed(1)} s**; each run copies the cached data directory into the server's DATA_DIR (${e.copySeconds.toFixed(1)} s in this run).`,
      '',
      timingsTable(e.meta),
    );
  }
  if (input.notes.length) out.push('', '## Notes', '', ...input.notes.map((note) => `- ${note}`));
  if (input.explainSummary) {
    out.push('', '## Database time per page (EXPLAIN ANALYZE, warm cache, one request alone)', '');
    out.push(input.explainSummary, '', 'Plans: [EXPLAIN.md](EXPLAIN.md).');
  }
  if (findings.trim()) out.push('', findings.trim());
  return `${out.join('\n')}\n`;
}
