/**
 * The realtime scenario (issue 14): at each scale, a fresh server child on PostgreSQL + Redis, N accounts
 * connected by Socket.IO from the bench process, the server's memory and idle CPU with them connected, then
 * bursts of likes at fixed rates whose notifications are timed from the like's send to their arrival at the
 * recipient's socket, next to the like's HTTP answer alone (the baseline of the same run). See bench/README.md.
 */
import { createSecretKey, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { signAccessToken } from '../apps/server/src/auth/tokens';
import { cpuSampler } from './cpu';
import { connect } from './dataset';
import { databaseName, dropDatabase } from './db';
import { type JobTimes, jobTimes } from './jobs';
import { type BurstResult, likeBurst, type PlannedLike } from './likeBurst';
import { type LatencyStats, latencyStats } from './load';
import { deleteKeys } from './redisKeys';
import { startServerChild, WRITE_SETTINGS } from './server';
import { type ProcessPauses, pausesBetween, scrapeMetrics } from './serverMetrics';
import { connectFleet, type SocketFleet } from './socketFleet';
import { createSocketsDatabase, seedSocketAccounts, socketAccountId, socketPostId } from './socketsData';
import { pgSql } from './sql';

const repoRoot = path.resolve(import.meta.dirname, '..');
const log = (message: string) => console.log(`[sockets] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a run of the scenario needs. */
export interface SocketsOptions {
  /** The scenario's own database (made anew, dropped afterwards; its name must contain `bench`). */
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX of the scenario's server; its keys are deleted before and after each scale. */
  redisPrefix: string;
  /** Connected sockets of each scale, in order (e.g. 1,000 then 10,000). */
  scales: number[];
  /**
   * The bursts of each scale, in order: `likes` (at most the scale: each by another account, on another
   * recipient's post) sent at `rate` per second.
   */
  bursts: { likes: number; rate: number }[];
  /** Handshakes in flight while connecting. */
  concurrency: number;
  /** Likes sent before the burst (same rate, other pairs), not measured: the path's first calls warm it. */
  warmupLikes: number;
  /** Seconds the sockets are held idle while the server's CPU is sampled (heartbeats only). */
  holdSeconds: number;
}

/** Defaults: 1k and 10k sockets; a light burst (200 likes at 10/s), then 1,000 likes at 50/s. */
export const SOCKETS_DEFAULTS: Omit<SocketsOptions, 'databaseUrl' | 'redisUrl' | 'redisPrefix'> = {
  scales: [1_000, 10_000],
  bursts: [
    { likes: 200, rate: 10 },
    { likes: 1_000, rate: 50 },
  ],
  concurrency: 100,
  warmupLikes: 50,
  holdSeconds: 10,
};

/** The burst's figures, times in ms. */
export interface BurstReport {
  likes: number;
  offeredRate: number;
  /** Likes sent per second over the send span. */
  sentRate: number;
  statuses: Record<string, number>;
  /** Baseline: each like's HTTP answer (send → body read). */
  http: LatencyStats;
  /** End to end: the like's send → the notification at the recipient's socket. */
  delivery: LatencyStats;
  /** The like's send → the notification's `createdAt` (the processor's insert: queue wait, job pick-up, reads). */
  toStored: LatencyStats;
  /** The notification's `createdAt` → its arrival (insert, emit through the adapter, WebSocket). */
  storedToSocket: LatencyStats;
  delivered: number;
  /** Notifications delivered per second, from the first send to the last arrival. */
  deliveredPerSecond: number;
  /** The last arrival after the last send, ms (how long the backlog took to drain). */
  tailMs: number;
  /** The `PostLiked` jobs of the notifications processor: created → started (queue wait) and started → completed. */
  jobWait: LatencyStats;
  jobRun: LatencyStats;
  /** Likes answered 200 whose notification never arrived within the wait. */
  missing: number;
  duplicates: number;
  misdelivered: number;
  /** CPU ms per like over the burst and its wait: server process, PostgreSQL backends, Redis. */
  cpuMsPerLike: { server: number; postgres: number; redis: number };
  /**
   * PostgreSQL transactions committed or rolled back in the database per like over the burst (each statement
   * outside a transaction is one): the round trips of the like, its job and the processor, plus pg-boss's
   * polling meanwhile (a few per second).
   */
  transactionsPerLike: number;
  /** The machine's 1-minute load average at the burst's start and end (other work shares the cores). */
  loadAverage: [number, number];
  /** The server process's longest event-loop delay and GC pauses over the burst (its /metrics). */
  pauses: ProcessPauses;
  /** The bench process's longest event-loop delay over the burst, ms (it holds the sockets). */
  benchEventLoopMaxMs: number;
}

/** One scale's figures. */
export interface ScaleReport {
  sockets: number;
  connected: number;
  /** Failed handshakes by reason. */
  failures: Record<string, number>;
  connectSeconds: number;
  connect: LatencyStats;
  /** Server RSS (MB) after its start, and with every socket connected. */
  serverRssBeforeMb: number;
  serverRssAfterMb: number;
  /** (after − before) per 1,000 connected sockets, MB. */
  serverMbPerThousand: number;
  /** The bench process's RSS growth per 1,000 sockets (the client side), MB. */
  clientMbPerThousand: number;
  /** Server CPU over the idle hold, % of one core (Engine.IO heartbeats every 25 s per socket). */
  holdCpuPercent: number;
  holdSeconds: number;
  /** Sockets still connected after the burst, and the drops seen (by reason). */
  connectedAfter: number;
  drops: Record<string, number>;
  /** The server process's open-files limit. */
  serverOpenFilesLimit: string;
  loadAverage: number;
  /** The bursts, in order (empty when not every socket connected). */
  bursts: BurstReport[];
}

/** A run's figures, for RESULTS.md. */
export interface SocketsReport {
  date: Date;
  options: SocketsOptions;
  scales: ScaleReport[];
  /** The bench process's open-files limit (soft / hard). */
  openFiles: string;
  cpu: string;
  nproc: number;
  node: string;
  seedSeconds: number;
}

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS), NaN when unknown. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** 'soft / hard' open-files limit of a process (/proc/<pid>/limits), or '?' when unknown. */
export function openFilesLimit(pid: number | 'self'): string {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.slice('Max open files'.length).trim().split(/\s+/) ?? [];
    return soft && hard ? `${soft} / ${hard}` : '?';
  } catch {
    return '?';
  }
}

/** The Redis server's process id (from INFO), or null when it does not say. */
async function redisPid(redis: Redis): Promise<number | null> {
  const id = /process_id:(\d+)/.exec(await redis.info('server'))?.[1];
  return id ? Number(id) : null;
}

const count = (items: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
};

/**
 * The likes of a scale of `n` sockets: account k likes the post of account (k + shift) mod n, for k below
 * `likes`, so likers are distinct, recipients are distinct and nobody likes their own post. Each burst of a
 * scale has its own shift: no pair repeats (a repeated like would answer 409 and notify nobody).
 */
function plannedLikes(n: number, likes: number, shift: number, tokens: readonly string[]): PlannedLike[] {
  return Array.from({ length: Math.min(likes, n) }, (_, k) => {
    const recipient = (k + shift) % n;
    return { senderId: socketAccountId(k), token: tokens[k]!, postId: socketPostId(recipient), recipient };
  });
}

/** The queue of the notifications processor's event jobs (apps/server/src/processors/notifications.ts). */
const NOTIFICATIONS_QUEUE = 'notifications';

function burstReport(
  result: BurstResult,
  offeredRate: number,
  cpuMs: BurstReport['cpuMsPerLike'],
  jobs: JobTimes,
  transactions: number,
  loadAverage: [number, number],
  pauses: ProcessPauses,
): BurstReport {
  const answered = result.outcomes.filter((o) => o.answeredAt !== null);
  const ok = result.outcomes.filter((o) => o.status === 200);
  const arrived = ok.filter((o) => o.arrivedAt !== null);
  const firstSend = Math.min(...result.outcomes.map((o) => o.sentAt));
  const lastSend = Math.max(...result.outcomes.map((o) => o.sentAt));
  const lastArrival = Math.max(...arrived.map((o) => o.arrivedAt!));
  return {
    likes: result.outcomes.length,
    offeredRate,
    sentRate: result.outcomes.length / Math.max(result.sendSeconds, 1e-9),
    statuses: count(result.outcomes.map((o) => (o.status === null ? 'error' : String(o.status)))),
    http: latencyStats(answered.map((o) => o.answeredAt! - o.sentAt)),
    delivery: latencyStats(arrived.map((o) => o.arrivedAt! - o.sentAt)),
    toStored: latencyStats(arrived.map((o) => o.createdAtEpoch! - o.sentAtEpoch)),
    storedToSocket: latencyStats(
      arrived.map((o) => performance.timeOrigin + o.arrivedAt! - o.createdAtEpoch!),
    ),
    delivered: arrived.length,
    deliveredPerSecond: arrived.length ? (1000 * arrived.length) / (lastArrival - firstSend) : 0,
    tailMs: arrived.length ? lastArrival - lastSend : Number.NaN,
    jobWait: latencyStats(jobs.waitMs),
    jobRun: latencyStats(jobs.runMs),
    missing: ok.length - arrived.length,
    duplicates: result.duplicates,
    misdelivered: result.misdelivered,
    cpuMsPerLike: cpuMs,
    transactionsPerLike: transactions / result.outcomes.length,
    loadAverage,
    pauses,
    benchEventLoopMaxMs: result.benchEventLoopMaxMs,
  };
}

/** Transactions committed and rolled back in the client's database so far (pg_stat_database). */
async function transactionCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Sends one burst on a connected fleet and measures it (CPU of the server, PostgreSQL and Redis; job times). */
async function measureBurst(
  opts: SocketsOptions,
  serverUrl: string,
  serverPid: number,
  redisProcess: number | null,
  fleet: SocketFleet,
  planned: PlannedLike[],
  rate: number,
): Promise<BurstReport> {
  const client = await connect(opts.databaseUrl);
  try {
    // The warm-up's and earlier bursts' jobs are all done (every notification arrived) and older than this.
    const since = new Date();
    const transactions0 = await transactionCount(client);
    const load0 = os.loadavg()[0]!;
    const metrics0 = await scrapeMetrics(serverUrl);
    const cpu = cpuSampler(serverPid, databaseName(opts.databaseUrl), redisProcess);
    const result = await likeBurst(serverUrl, fleet, planned, rate);
    const used = cpu();
    const pauses = pausesBetween(metrics0, await scrapeMetrics(serverUrl));
    const load1 = os.loadavg()[0]!;
    // Backends report their counts to the statistics at most every second when idle.
    await sleep(1_100);
    const transactions = (await transactionCount(client)) - transactions0;
    const per = (seconds: number) => (1000 * seconds) / planned.length;
    const jobs = await jobTimes(pgSql(client), NOTIFICATIONS_QUEUE, since);
    return burstReport(
      result,
      rate,
      { server: per(used.server), postgres: per(used.postgres), redis: per(used.redis) },
      jobs,
      transactions,
      [load0, load1],
      pauses,
    );
  } finally {
    await client.end();
  }
}

/** One scale: a fresh server, `n` sockets, the idle hold, the warm-up and the bursts; the server stopped after. */
async function measureScale(
  opts: SocketsOptions,
  n: number,
  redis: Redis,
  redisProcess: number | null,
): Promise<ScaleReport> {
  const jwtSecret = randomBytes(48).toString('base64');
  const key = createSecretKey(new TextEncoder().encode(jwtSecret));
  await deleteKeys(redis, opts.redisPrefix);
  const server = await startServerChild(repoRoot, {
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: opts.redisPrefix,
    JWT_SECRET: jwtSecret,
    // Whatever the default, the scale needs n connections, plus the likes' HTTP connections.
    MAX_CONNECTIONS: String(n + 1_000),
    ...WRITE_SETTINGS,
  });
  try {
    const loadAverage = os.loadavg()[0]!;
    log(`${n.toLocaleString('en-US')} sockets: server pid ${server.pid} at ${server.url}`);
    const tokens = Array.from({ length: n }, (_, k) => signAccessToken(key, socketAccountId(k)));
    // One like answered before measuring anything, so the server's lazy parts (pools, statements) are up.
    await likeBurst(server.url, noFleet, plannedLikes(n, 1, n - 1, tokens), 1, 0);
    await sleep(500);
    const serverRssBeforeMb = rssMb(server.pid);
    const clientRssBefore = process.memoryUsage().rss / 2 ** 20;
    let shown = 0;
    const { fleet, connectMs, failures, seconds } = await connectFleet(
      server.url,
      tokens,
      opts.concurrency,
      20_000,
      (done) => {
        if (done - shown >= n / 10 || done === n) {
          shown = done;
          log(`  connected ${done.toLocaleString('en-US')} / ${n.toLocaleString('en-US')}`);
        }
      },
    );
    try {
      log(
        `  ${fleet.connected().toLocaleString('en-US')} connected in ${seconds.toFixed(1)} s, ${failures.length} failed`,
      );
      await sleep(2_000);
      const serverRssAfterMb = rssMb(server.pid);
      const clientRssAfter = process.memoryUsage().rss / 2 ** 20;
      const connected = fleet.connected();
      const thousands = Math.max(connected, 1) / 1000;
      const hold = cpuSampler(server.pid, null, null);
      await sleep(opts.holdSeconds * 1000);
      const holdCpuPercent = (100 * hold().server) / opts.holdSeconds;
      log(`  idle hold ${opts.holdSeconds} s: server CPU ${holdCpuPercent.toFixed(1)} % of a core`);

      const bursts: BurstReport[] = [];
      if (connected === n && opts.bursts.length) {
        const shift = Math.floor(n / 2);
        await likeBurst(
          server.url,
          fleet,
          plannedLikes(n, opts.warmupLikes, shift, tokens),
          opts.bursts[0]!.rate,
        );
        for (const [b, { likes, rate }] of opts.bursts.entries()) {
          await sleep(1_000);
          const planned = plannedLikes(n, likes, shift + 1 + b, tokens);
          log(`  burst: ${planned.length.toLocaleString('en-US')} likes at ${rate}/s`);
          const burst = await measureBurst(opts, server.url, server.pid, redisProcess, fleet, planned, rate);
          bursts.push(burst);
          log(
            `  delivered ${burst.delivered} / ${burst.likes}: p50 ${burst.delivery.p50.toFixed(1)} ms, p99 ${burst.delivery.p99.toFixed(1)} ms (HTTP answer p99 ${burst.http.p99.toFixed(1)} ms; job wait p99 ${burst.jobWait.p99.toFixed(1)} ms, run p99 ${burst.jobRun.p99.toFixed(1)} ms)`,
          );
        }
      } else if (opts.bursts.length) {
        log(`  bursts skipped: ${connected} of ${n} sockets connected`);
      }
      return {
        sockets: n,
        connected,
        failures: count(failures.map((failure) => failure.message)),
        connectSeconds: seconds,
        connect: latencyStats(connectMs),
        serverRssBeforeMb,
        serverRssAfterMb,
        serverMbPerThousand: (serverRssAfterMb - serverRssBeforeMb) / thousands,
        clientMbPerThousand: (clientRssAfter - clientRssBefore) / thousands,
        holdCpuPercent,
        holdSeconds: opts.holdSeconds,
        connectedAfter: fleet.connected(),
        drops: fleet.drops(),
        serverOpenFilesLimit: openFilesLimit(server.pid),
        loadAverage,
        bursts,
      };
    } finally {
      await fleet.close();
    }
  } finally {
    await server.stop();
    await deleteKeys(redis, opts.redisPrefix);
  }
}

/** A fleet with no sockets: the pre-measure like only needs its HTTP answer. */
const noFleet = {
  connected: () => 0,
  drops: () => ({}),
  onNotification: () => {},
  close: async () => {},
};

/**
 * Runs every scale of `opts` on a database made for the run (seeded with the largest scale's accounts and
 * dropped afterwards) and answers the figures.
 * @throws Error when the database cannot be made or a server does not start
 */
export async function runSocketsScenario(opts: SocketsOptions): Promise<SocketsReport> {
  const largest = Math.max(...opts.scales);
  log(
    `database ${databaseName(opts.databaseUrl)}: ${largest.toLocaleString('en-US')} accounts with a post each`,
  );
  await createSocketsDatabase(opts.databaseUrl);
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const client = await connect(opts.databaseUrl);
    let seedSeconds: number;
    try {
      seedSeconds = await seedSocketAccounts(pgSql(client), largest);
    } finally {
      await client.end();
    }
    const redisProcess = await redisPid(redis);
    const scales: ScaleReport[] = [];
    for (const n of opts.scales) scales.push(await measureScale(opts, n, redis, redisProcess));
    return {
      date: new Date(),
      options: opts,
      scales,
      openFiles: openFilesLimit('self'),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      nproc: os.cpus().length,
      node: process.version,
      seedSeconds,
    };
  } finally {
    redis.disconnect();
    await dropDatabase(opts.databaseUrl).catch((error: Error) =>
      log(`could not drop ${databaseName(opts.databaseUrl)}: ${error.message}`),
    );
  }
}
