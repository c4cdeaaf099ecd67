/**
 * The realtime scenario's section of bench/RESULTS.md: rendered from a run's figures and kept between two
 * markers, so a run of the scenario alone replaces only its section and `npm run bench` (which rewrites the
 * file) carries the previous section over when it does not run the scenario.
 */
import type { LatencyStats } from './load';
import type { BurstReport, ScaleReport, SocketsReport } from './socketsScenario';

const START = '<!-- sockets:start -->';
const END = '<!-- sockets:end -->';

/** Issue 14's goal on this machine: sockets held by one process, and the delivery p99 with that many. */
export const SOCKETS_GOAL = { sockets: 10_000, p99Ms: 50 };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const stats = (s: LatencyStats, parts: ('p50' | 'p95' | 'p99' | 'max')[] = ['p50', 'p95', 'p99', 'max']) =>
  s.count ? parts.map((p) => ms(s[p])).join(' / ') : '—';
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${key}×${int(n)}`)
    .join(', ') || '—';

function table(header: string[], rows: string[][], align: string[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** One row per burst of every scale (a scale without bursts gets a 'not measured' row). */
function perBurst(report: SocketsReport, row: (s: ScaleReport, b: BurstReport) => string[]): string[][] {
  return report.scales.flatMap((s) =>
    s.bursts.length
      ? s.bursts.map((b) => row(s, b))
      : [[int(s.sockets), 'not measured (not every socket connected)']],
  );
}

/**
 * Whether the goal is met at the last scale of at least {@link SOCKETS_GOAL}.sockets: that many sockets
 * held without a drop, and every burst delivered whole with p99 ≤ {@link SOCKETS_GOAL}.p99Ms.
 */
export function socketsVerdict(scales: readonly ScaleReport[]): { met: boolean | null; text: string } {
  const scale = scales.filter((s) => s.sockets >= SOCKETS_GOAL.sockets).at(-1);
  if (!scale) return { met: null, text: `not measured (no scale of ${int(SOCKETS_GOAL.sockets)} sockets)` };
  const reasons: string[] = [];
  if (scale.connected < SOCKETS_GOAL.sockets)
    reasons.push(`${int(scale.connected)} sockets connected < ${int(SOCKETS_GOAL.sockets)}`);
  if (scale.connectedAfter < scale.connected)
    reasons.push(`${int(scale.connected - scale.connectedAfter)} sockets dropped`);
  if (!scale.bursts.length) reasons.push('no burst measured');
  for (const burst of scale.bursts) {
    const name = `${int(burst.likes)} likes at ${burst.offeredRate}/s`;
    if (burst.missing) reasons.push(`${name}: ${int(burst.missing)} notifications missing`);
    if (!(burst.delivery.p99 <= SOCKETS_GOAL.p99Ms))
      reasons.push(`${name}: delivery p99 ${ms(burst.delivery.p99)} ms > ${SOCKETS_GOAL.p99Ms} ms`);
  }
  const p99s = scale.bursts.map((b) => `${ms(b.delivery.p99)} ms at ${b.offeredRate}/s`).join(', ');
  return reasons.length
    ? { met: false, text: `no (${reasons.join('; ')})` }
    : { met: true, text: `yes (${int(scale.connected)} sockets held, delivery p99 ${p99s})` };
}

/**
 * What the figures say about where delivery time goes, per burst: a queue that built up (jobs waited far
 * longer than they ran: the notifications processor works one job at a time), a slow like answer (the
 * write itself, or CPU taken by other work), or the emit path.
 */
export function socketsFindings(report: SocketsReport): string[] {
  return report.scales.flatMap((s) =>
    s.bursts.flatMap((b) => {
      const name = `${int(s.sockets)} sockets, ${int(b.likes)} likes at ${b.offeredRate}/s`;
      const lines: string[] = [];
      const backlog = b.deliveredPerSecond < 0.95 * b.sentRate || b.tailMs > 1000;
      if (backlog)
        lines.push(
          `${name}: the \`PostLiked\` jobs queued up (wait p99 ${ms(b.jobWait.p99)} ms against a run of p50 ${ms(b.jobRun.p50)} ms): the notifications queue delivered ${b.deliveredPerSecond.toFixed(1)}/s while ${b.sentRate.toFixed(1)}/s came in, and its last notification came ${int(b.tailMs)} ms after the last like.`,
        );
      else if (b.jobWait.p99 > SOCKETS_GOAL.p99Ms)
        lines.push(
          `${name}: the queue kept up with the rate (last notification ${int(b.tailMs)} ms after the last like), but some jobs waited (p99 ${ms(b.jobWait.p99)} ms against a run of p50 ${ms(b.jobRun.p50)} ms): a stall of the server process (longest event-loop delay ${ms(b.pauses.eventLoopMaxMs)} ms, ${int(b.pauses.gcPausesOver100Ms)} GC pauses ≥ 100 ms) or of the machine.`,
        );
      if (b.http.p99 > SOCKETS_GOAL.p99Ms)
        lines.push(
          `${name}: the like's own HTTP answer took p99 ${ms(b.http.p99)} ms (the baseline): every notification starts at least that late.`,
        );
      if (b.storedToSocket.p99 > SOCKETS_GOAL.p99Ms)
        lines.push(
          `${name}: from the stored notification to the socket took p99 ${ms(b.storedToSocket.p99)} ms (insert, emit through the Redis stream, WebSocket).`,
        );
      return lines.map((line) => `- ${line}`);
    }),
  );
}

/** The section (with its markers) for a run's figures. */
export function renderSocketsSection(report: SocketsReport, command: string): string {
  const { options } = report;
  const out: string[] = [START, '## Realtime: sockets held and notification delivery (issue 14)', ''];
  out.push(
    `Written by \`${command}\` on ${report.date.toISOString()} (each run of the scenario replaces this section; \`npm run bench\` keeps it when run with \`--no-sockets\`). Machine: ${report.nproc} cores (${report.cpu}), Node ${report.node}; open files (\`ulimit -n\`, soft / hard) ${report.openFiles} for the bench process, ${report.scales[0]?.serverOpenFilesLimit ?? '?'} for the server.`,
    '',
    `Each scale starts a fresh server child (\`node --import tsx apps/server/src/main.ts\`) on PostgreSQL + Redis (the Socket.IO redis-streams adapter, connection state recovery on) with \`MAX_CONNECTIONS\` raised to the scale + 1,000, on a database of its own (\`rep_bench_sockets\`, made for the run: ${int(Math.max(...options.scales))} accounts with one post each, seeded in ${report.seedSeconds.toFixed(1)} s, dropped afterwards). The bench process opens one Socket.IO client per account (socket.io-client, \`transports: ['websocket']\`, token in \`auth.token\`, no multiplexing, no reconnection), ${options.concurrency} handshakes in flight; then holds them idle ${options.holdSeconds} s (server CPU sampled: Engine.IO heartbeats only); ${options.bursts.length ? `then sends ${options.warmupLikes} warm-up likes (not measured) and the bursts, one after the other once the previous one's notifications all arrived: ${options.bursts.map((b) => `${int(b.likes)} likes at ${b.rate}/s`).join(', then ')}; each like by another account on the post of another connected account (POST /api/post/like-post).` : 'no bursts in this run.'} Delivery is timed in the bench process from the like's send to the \`notification\` event (topic \`LikePost\`) at the recipient's socket: the like's transaction, its \`PostLiked\` job (pg-boss, woken after the commit), the notifications processor's reads and insert, the emit through the Redis stream, the WebSocket. The baseline of the same run is the like's HTTP answer alone. 'Send → stored' ends at the notification's \`createdAt\` (the processor's insert, PostgreSQL's clock, same machine), 'stored → socket' is the rest; the job columns are pg-boss's own times of the \`PostLiked\` jobs (created in the like's transaction → started by the processor's worker → completed).`,
    '',
    '### Sockets held',
    '',
    table(
      [
        'sockets',
        'connected',
        'failed',
        'connect all (s)',
        'handshakes/s',
        'handshake p50 / p95 / p99 / max ms',
        'server RSS before → after MB',
        'server MB per 1k sockets',
        'client MB per 1k sockets',
        `server CPU, idle hold`,
        'dropped',
        'load avg at start',
      ],
      report.scales.map((s) => [
        int(s.sockets),
        int(s.connected),
        Object.keys(s.failures).length ? counts(s.failures) : '0',
        s.connectSeconds.toFixed(1),
        int(s.connected / Math.max(s.connectSeconds, 1e-9)),
        stats(s.connect),
        `${int(s.serverRssBeforeMb)} → ${int(s.serverRssAfterMb)}`,
        s.serverMbPerThousand.toFixed(1),
        s.clientMbPerThousand.toFixed(1),
        `${s.holdCpuPercent.toFixed(1)} % of a core`,
        s.connected - s.connectedAfter ? `${int(s.connected - s.connectedAfter)} (${counts(s.drops)})` : '0',
        s.loadAverage.toFixed(2),
      ]),
      ['---:', '---:', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---:'],
    ),
    '',
    '### Delivery of a burst of notifications',
    '',
    table(
      [
        'sockets',
        'likes (offered → sent /s)',
        'like HTTP answer (baseline) p50 / p95 / p99 / max ms',
        'send → notification at the socket p50 / p95 / p99 / max ms',
        'p99 ratio to baseline',
        'delivered / missing / duplicates / misdelivered',
        'like statuses',
        'load avg at start → end',
      ],
      perBurst(report, (s, b) => [
        int(s.sockets),
        `${int(b.likes)} (${b.offeredRate} → ${b.sentRate.toFixed(1)})`,
        stats(b.http),
        stats(b.delivery),
        (b.delivery.p99 / b.http.p99).toFixed(1),
        `${int(b.delivered)} / ${int(b.missing)} / ${int(b.duplicates)} / ${int(b.misdelivered)}`,
        counts(b.statuses),
        `${b.loadAverage[0].toFixed(1)} → ${b.loadAverage[1].toFixed(1)}`,
      ]),
      ['---:', '---:', '---:', '---:', '---:', '---:', '---', '---:'],
    ),
    '',
    'Where the time goes:',
    '',
    table(
      [
        'sockets',
        'likes (/s)',
        'send → stored p50 / p99 ms',
        'stored → socket p50 / p99 ms',
        'job wait p50 / p99 ms',
        'job run p50 / p99 ms',
        'delivered per s',
        'last arrival after last send ms',
        'CPU ms per like: server / PostgreSQL / Redis',
        'PostgreSQL transactions per like',
        'event loop, longest delay ms: server · bench',
        'server GC ms: major / minor / incremental · pauses ≥ 100 ms',
      ],
      perBurst(report, (s, b) => [
        int(s.sockets),
        `${int(b.likes)} (${b.offeredRate})`,
        stats(b.toStored, ['p50', 'p99']),
        stats(b.storedToSocket, ['p50', 'p99']),
        stats(b.jobWait, ['p50', 'p99']),
        stats(b.jobRun, ['p50', 'p99']),
        b.deliveredPerSecond.toFixed(1),
        int(b.tailMs),
        `${b.cpuMsPerLike.server.toFixed(2)} / ${b.cpuMsPerLike.postgres.toFixed(2)} / ${b.cpuMsPerLike.redis.toFixed(2)}`,
        b.transactionsPerLike.toFixed(1),
        `${ms(b.pauses.eventLoopMaxMs)} · ${ms(b.benchEventLoopMaxMs)}`,
        `${int(b.pauses.gcMs.major ?? 0)} / ${int(b.pauses.gcMs.minor ?? 0)} / ${int(b.pauses.gcMs.incremental ?? 0)} · ${int(b.pauses.gcPausesOver100Ms)}`,
      ]),
      ['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
    ),
    '',
    `Goal (issue 14, this machine): ≥ ${int(SOCKETS_GOAL.sockets)} sockets held by one process and delivery p99 ≤ ${SOCKETS_GOAL.p99Ms} ms with them connected. Met? ${socketsVerdict(report.scales).text}.`,
    '',
    ...(() => {
      const lines = socketsFindings(report);
      return lines.length ? ['What held delivery back:', '', ...lines, ''] : [];
    })(),
    `Limits: a socket is a file descriptor on each side, so one process holds at most \`ulimit -n\` of them minus its other files (here ${report.openFiles.split(' / ')[0]}: about 19k per process); the server also refuses connections beyond \`MAX_CONNECTIONS\` (default 20,000, as high as this limit allows; the bench sets the scale + 1,000). Everything shares ${report.nproc} cores: the server, PostgreSQL, Redis and the bench process with its sockets.`,
    END,
  );
  return out.join('\n');
}

/** The sockets section of a RESULTS.md text (with its markers), or null when it has none. */
export function socketsSectionOf(text: string): string | null {
  const start = text.indexOf(START);
  const end = text.indexOf(END, start);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : null;
}

/** `text` with its sockets section replaced by `section` (appended when it has none). */
export function withSocketsSection(text: string, section: string): string {
  const old = socketsSectionOf(text);
  if (old) return text.replace(old, () => section);
  return `${text.trimEnd()}\n\n${section}\n`;
}
