/**
 * The realtime scenario's section of bench/RESULTS.md: rendered from a run's figures and kept between two
 * markers, so a run of the scenario alone replaces only its section and `npm run bench` (which rewrites the
 * file) carries the previous section over when it does not run the scenario.
 */
import { type BurstTerms, burstFindings, timeCells, timeHeaders } from './burstReport';
import { counts, int, ms, stats, table } from './markdown';
import { markers } from './resultsSection';
import type { BurstReport, ScaleReport, SocketsReport } from './socketsScenario';

const { start: START, end: END } = markers('sockets');

/** Issue 14's goal on this machine: sockets held by one process, and the delivery p99 with that many. */
export const SOCKETS_GOAL = { sockets: 10_000, p99Ms: 50 };

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
    const name = `${int(burst.sends)} likes at ${burst.offeredRate}/s`;
    if (burst.missing) reasons.push(`${name}: ${int(burst.missing)} notifications missing`);
    if (!(burst.delivery.p99 <= SOCKETS_GOAL.p99Ms))
      reasons.push(`${name}: delivery p99 ${ms(burst.delivery.p99)} ms > ${SOCKETS_GOAL.p99Ms} ms`);
  }
  const p99s = scale.bursts.map((b) => `${ms(b.delivery.p99)} ms at ${b.offeredRate}/s`).join(', ');
  return reasons.length
    ? { met: false, text: `no (${reasons.join('; ')})` }
    : { met: true, text: `yes (${int(scale.connected)} sockets held, delivery p99 ${p99s})` };
}

/** The words of the likes' findings (bench/burstReport.ts). */
const LIKE_TERMS: BurstTerms = {
  write: 'like',
  event: 'notification',
  job: 'PostLiked',
  queue: 'notifications',
  stored: 'the stored notification',
  afterStored: 'insert, emit through the Redis stream, WebSocket',
};

/** What the figures say about where delivery time goes, per burst (bench/burstReport.ts). */
export function socketsFindings(report: SocketsReport): string[] {
  return report.scales.flatMap((s) =>
    s.bursts.flatMap((b) =>
      burstFindings(
        `${int(s.sockets)} sockets, ${int(b.sends)} likes at ${b.offeredRate}/s`,
        b,
        LIKE_TERMS,
        SOCKETS_GOAL.p99Ms,
      ),
    ),
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
        `${int(b.sends)} (${b.offeredRate} → ${b.sentRate.toFixed(1)})`,
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
      ['sockets', 'likes (/s)', ...timeHeaders('like')],
      perBurst(report, (s, b) => [int(s.sockets), `${int(b.sends)} (${b.offeredRate})`, ...timeCells(b)]),
      ['---:', '---:', ...timeHeaders('like').map(() => '---:')],
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
