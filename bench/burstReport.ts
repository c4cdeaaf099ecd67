/**
 * The parts of a realtime burst's report that the scenarios share (bench/socketsReport.ts: likes and
 * notifications; bench/chatReport.ts: chat messages): the "where the time goes" columns and what the figures
 * say held delivery back.
 */
import type { BurstFigures } from './burst';
import type { BurstCost } from './burstCost';
import { int, ms, stats } from './markdown';

/** A burst's figures and costs. */
export type MeasuredBurst = BurstFigures & BurstCost;

/** The words that name a scenario's parts in its findings. */
export interface BurstTerms {
  /** A write, e.g. 'like', 'message'. */
  write: string;
  /** The event at the socket, e.g. 'notification', '`message` event'. */
  event: string;
  /** The job type, e.g. 'PostLiked'. */
  job: string;
  /** The processor's queue, e.g. 'notifications'. */
  queue: string;
  /** What 'stored' is, e.g. 'the stored notification'. */
  stored: string;
  /** What happens between stored and the socket, e.g. 'insert, emit through the Redis stream, WebSocket'. */
  afterStored: string;
}

/** The headers of the "where the time goes" columns ({@link timeCells}), `write` naming the unit ('like'). */
export const timeHeaders = (write: string) => [
  'send → stored p50 / p99 ms',
  'stored → socket p50 / p99 ms',
  'job wait p50 / p99 ms',
  'job run p50 / p99 ms',
  'delivered per s',
  'last arrival after last send ms',
  `CPU ms per ${write}: server / PostgreSQL / Redis`,
  `PostgreSQL transactions per ${write}`,
  'event loop, longest delay ms: server · bench',
  'server GC ms: major / minor / incremental · pauses ≥ 100 ms',
];

/** The "where the time goes" cells of a burst, in the order of {@link timeHeaders}. */
export const timeCells = (b: MeasuredBurst) => [
  stats(b.toStored, ['p50', 'p99']),
  stats(b.storedToSocket, ['p50', 'p99']),
  stats(b.jobWait, ['p50', 'p99']),
  stats(b.jobRun, ['p50', 'p99']),
  b.deliveredPerSecond.toFixed(1),
  int(b.tailMs),
  `${b.cpuMsPerSend.server.toFixed(2)} / ${b.cpuMsPerSend.postgres.toFixed(2)} / ${b.cpuMsPerSend.redis.toFixed(2)}`,
  b.transactionsPerSend.toFixed(1),
  `${ms(b.pauses.eventLoopMaxMs)} · ${ms(b.benchEventLoopMaxMs)}`,
  `${int(b.pauses.gcMs.major ?? 0)} / ${int(b.pauses.gcMs.minor ?? 0)} / ${int(b.pauses.gcMs.incremental ?? 0)} · ${int(b.pauses.gcPausesOver100Ms)}`,
];

/**
 * What the figures of a burst say about where delivery time goes: a queue that built up (jobs waited far
 * longer than they ran: a processor works one job at a time), a stall of the server, a slow answer of the
 * write itself (or CPU taken by other work), or the path after the stored row. Lines start with `name`.
 */
export function burstFindings(name: string, b: MeasuredBurst, terms: BurstTerms, goalMs: number): string[] {
  const lines: string[] = [];
  // Events expected per second while sending: one per like, every other member of a chat message.
  const incoming = b.sentRate * (b.sends ? b.expected / b.sends : 1);
  const backlog = b.deliveredPerSecond < 0.95 * incoming || b.tailMs > 1000;
  if (backlog)
    lines.push(
      `${name}: the \`${terms.job}\` jobs queued up (wait p99 ${ms(b.jobWait.p99)} ms against a run of p50 ${ms(b.jobRun.p50)} ms): the ${terms.queue} queue delivered ${b.deliveredPerSecond.toFixed(1)} events/s while ${incoming.toFixed(1)}/s were due, and its last ${terms.event} came ${int(b.tailMs)} ms after the last ${terms.write}.`,
    );
  else if (b.jobWait.p99 > goalMs)
    lines.push(
      `${name}: the queue kept up with the rate (last ${terms.event} ${int(b.tailMs)} ms after the last ${terms.write}), but some jobs waited (p99 ${ms(b.jobWait.p99)} ms against a run of p50 ${ms(b.jobRun.p50)} ms): a stall of the server process (longest event-loop delay ${ms(b.pauses.eventLoopMaxMs)} ms, ${int(b.pauses.gcPausesOver100Ms)} GC pauses ≥ 100 ms) or of the machine.`,
    );
  if (b.http.p99 > goalMs)
    lines.push(
      `${name}: the ${terms.write}'s own HTTP answer took p99 ${ms(b.http.p99)} ms (the baseline): every ${terms.event} starts at least that late.`,
    );
  if (b.storedToSocket.p99 > goalMs)
    lines.push(
      `${name}: from ${terms.stored} to the socket took p99 ${ms(b.storedToSocket.p99)} ms (${terms.afterStored}).`,
    );
  return lines.map((line) => `- ${line}`);
}
