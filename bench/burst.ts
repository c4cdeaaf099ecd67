/**
 * A burst of HTTP writes at a fixed rate, each timed from its send until every socket that should hear of it
 * got its event: the delivery latency of the realtime scenarios (likes → `notification`, issue 14; chat
 * messages → `message`, issue 15). The write's own HTTP answer is timed beside it (the baseline of the same
 * run), and each arrival carries the server's time of the stored row it is about, to split the delivery into
 * send → stored and stored → socket.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type LatencyStats, latencyStats } from './load';
import type { FleetEvent, FleetPayload, SocketFleet } from './socketFleet';

/** One write of a burst: a JSON POST and the sockets (indexes in the fleet's token list) that should hear of it. */
export interface BurstSend {
  /** The route, e.g. `/api/post/like-post`. */
  path: string;
  token: string;
  body: unknown;
  /** Every socket that should get the event once. */
  recipients: readonly number[];
  /**
   * The sender's own socket, when the server sends it the event too (a chat message goes to the sender's
   * other devices): its copy is counted as an echo, not as a misdelivery.
   */
  sender?: number;
}

/** One event at a recipient's socket. */
export interface Arrival {
  /** `performance.now()` of the arrival, ms. */
  at: number;
  /** The server's time of the stored row the event is about (e.g. a notification's `createdAt`), ms since the epoch. */
  storedAtEpoch: number;
}

/** What happened to one send, times in ms of `performance.now()` (null: did not happen). */
export interface SendOutcome {
  sentAt: number;
  /** `performance.now()` of the send as ms since the epoch (to compare with `storedAtEpoch`). */
  sentAtEpoch: number;
  /** When the HTTP answer's body was read. */
  answeredAt: number | null;
  status: number | null;
  /** The first arrival at each of the send's recipients, in the order of `recipients`. */
  arrivals: (Arrival | null)[];
}

/** A burst's outcomes and what arrived besides. */
export interface BurstResult {
  outcomes: SendOutcome[];
  /** Seconds from the first send to the last one (the offered rate's real span). */
  sendSeconds: number;
  /** Events that arrived a second time at the same socket for the same send. */
  duplicates: number;
  /** Events of this burst's sends that arrived at a socket that is neither a recipient nor the sender. */
  misdelivered: number;
  /** Copies at the sender's own socket (see {@link BurstSend.sender}). */
  echoes: number;
  /**
   * The bench process's own longest event-loop delay over the burst, ms: a stall here delays the sends and
   * the arrivals' timestamps (its sockets' heartbeats and GC share its loop).
   */
  benchEventLoopMaxMs: number;
}

/**
 * Which send of the burst an event is about, and the server's time of its stored row; null when the event
 * is not about this burst (another kind, an earlier burst).
 */
export type EventMatcher<E extends FleetEvent> = (
  payload: FleetPayload<E>,
) => { send: number; storedAtEpoch: number } | null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `sends` at `perSecond` (send k is due at start + k / perSecond s; a late timer sends what is due at
 * once), each without waiting for earlier answers, then waits until every recipient of every send answered
 * 200 got its `event`, or `waitMs` passed since the last answer. Listens to the fleet's `event` meanwhile
 * (and stops after).
 */
export async function timedBurst<E extends FleetEvent>(
  baseUrl: string,
  fleet: SocketFleet,
  event: E,
  sends: readonly BurstSend[],
  match: EventMatcher<E>,
  perSecond: number,
  waitMs = 30_000,
): Promise<BurstResult> {
  const outcomes: SendOutcome[] = sends.map((send) => ({
    sentAt: 0,
    sentAtEpoch: 0,
    answeredAt: null,
    status: null,
    arrivals: send.recipients.map(() => null),
  }));
  let arrived = 0;
  let duplicates = 0;
  let misdelivered = 0;
  let echoes = 0;
  fleet.listen(event, (index, payload, atMs) => {
    const found = match(payload);
    if (!found) return;
    const send = sends[found.send]!;
    const slot = send.recipients.indexOf(index);
    if (slot < 0) {
      if (index === send.sender) echoes++;
      else misdelivered++;
      return;
    }
    const arrivals = outcomes[found.send]!.arrivals;
    if (arrivals[slot]) {
      duplicates++;
      return;
    }
    arrivals[slot] = { at: atMs, storedAtEpoch: found.storedAtEpoch };
    arrived++;
  });

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const answers: Promise<void>[] = [];
  const send = (k: number) => {
    const { path, token, body } = sends[k]!;
    const outcome = outcomes[k]!;
    outcome.sentAt = performance.now();
    outcome.sentAtEpoch = performance.timeOrigin + outcome.sentAt;
    answers.push(
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          outcome.status = response.status;
          outcome.answeredAt = performance.now();
        })
        .catch(() => {
          outcome.answeredAt = null;
        }),
    );
  };

  const start = performance.now();
  let next = 0;
  while (next < sends.length) {
    const now = performance.now();
    while (next < sends.length && start + (next * 1000) / perSecond <= now) send(next++);
    if (next < sends.length) await sleep(Math.max(0, start + (next * 1000) / perSecond - performance.now()));
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(answers);
  const expected = outcomes.reduce((sum, o) => sum + (o.status === 200 ? o.arrivals.length : 0), 0);
  const deadline = performance.now() + waitMs;
  while (arrived < expected && performance.now() < deadline) await sleep(20);
  // Late duplicates would show within a moment; give them one.
  await sleep(200);
  fleet.listen(event, null);
  loop.disable();
  return { outcomes, sendSeconds, duplicates, misdelivered, echoes, benchEventLoopMaxMs: loop.max / 1e6 };
}

/** The delivery figures of some sends of a burst, times in ms. */
export interface DeliveryStats {
  /** Recipients of the sends answered 200 (one per like; every other member of a chat message's conversation). */
  expected: number;
  delivered: number;
  /** Recipients of sends answered 200 whose event never arrived within the wait. */
  missing: number;
  /** End to end: the send → the event at the recipient's socket, one sample per recipient. */
  delivery: LatencyStats;
  /** The send → the stored row's time (the server's write, queue wait, job pick-up, reads). */
  toStored: LatencyStats;
  /** The stored row's time → the arrival (emit through the adapter, WebSocket). */
  storedToSocket: LatencyStats;
}

/** {@link DeliveryStats} of `outcomes` (all of a burst's, or a part such as its group messages). */
export function deliveryStats(outcomes: readonly SendOutcome[]): DeliveryStats {
  const ok = outcomes.filter((o) => o.status === 200);
  const pairs = ok.flatMap((o) => o.arrivals.flatMap((a) => (a ? [{ o, a }] : [])));
  const expected = ok.reduce((sum, o) => sum + o.arrivals.length, 0);
  return {
    expected,
    delivered: pairs.length,
    missing: expected - pairs.length,
    delivery: latencyStats(pairs.map(({ o, a }) => a.at - o.sentAt)),
    toStored: latencyStats(pairs.map(({ o, a }) => a.storedAtEpoch - o.sentAtEpoch)),
    storedToSocket: latencyStats(pairs.map(({ a }) => performance.timeOrigin + a.at - a.storedAtEpoch)),
  };
}

/** A burst's figures, times in ms. */
export interface BurstFigures extends DeliveryStats {
  /** Writes sent. */
  sends: number;
  offeredRate: number;
  /** Writes sent per second over the send span. */
  sentRate: number;
  statuses: Record<string, number>;
  /** Baseline: each write's HTTP answer (send → body read). */
  http: LatencyStats;
  /** Events delivered per second, from the first send to the last arrival. */
  deliveredPerSecond: number;
  /** The last arrival after the last send, ms (how long the backlog took to drain). */
  tailMs: number;
  duplicates: number;
  misdelivered: number;
  echoes: number;
  benchEventLoopMaxMs: number;
}

/** Counts of each item, e.g. `{ '200': 998, error: 2 }`. */
export const countOf = (items: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
};

/** The figures of a whole burst sent at `offeredRate`. */
export function burstFigures(result: BurstResult, offeredRate: number): BurstFigures {
  const { outcomes } = result;
  const answered = outcomes.filter((o) => o.answeredAt !== null);
  const arrivals = outcomes.flatMap((o) => o.arrivals.flatMap((a) => (a ? [a.at] : [])));
  const firstSend = Math.min(...outcomes.map((o) => o.sentAt));
  const lastSend = Math.max(...outcomes.map((o) => o.sentAt));
  const lastArrival = Math.max(...arrivals);
  return {
    sends: outcomes.length,
    offeredRate,
    sentRate: outcomes.length / Math.max(result.sendSeconds, 1e-9),
    statuses: countOf(outcomes.map((o) => (o.status === null ? 'error' : String(o.status)))),
    http: latencyStats(answered.map((o) => o.answeredAt! - o.sentAt)),
    ...deliveryStats(outcomes),
    deliveredPerSecond: arrivals.length ? (1000 * arrivals.length) / (lastArrival - firstSend) : 0,
    tailMs: arrivals.length ? lastArrival - lastSend : Number.NaN,
    duplicates: result.duplicates,
    misdelivered: result.misdelivered,
    echoes: result.echoes,
    benchEventLoopMaxMs: result.benchEventLoopMaxMs,
  };
}
