/**
 * The realtime scenario (issue 14): at each scale, a fresh server child on PostgreSQL + Redis, N accounts
 * connected by Socket.IO from the bench process, the server's memory and idle CPU with them connected, then
 * bursts of likes at fixed rates whose notifications are timed from the like's send to their arrival at the
 * recipient's socket, next to the like's HTTP answer alone (the baseline of the same run). See bench/README.md.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Redis } from 'ioredis';
import { type BurstFigures, burstFigures, countOf } from './burst';
import { type BurstCost, measureBurstCost } from './burstCost';
import { cpuSampler } from './cpu';
import { connect } from './dataset';
import { databaseName, dropDatabase } from './db';
import { likeBurst, type PlannedLike } from './likeBurst';
import { type LatencyStats, latencyStats } from './load';
import { connectLogged, redisPid, startRealtimeServer } from './realtimeServer';
import { deleteKeys } from './redisKeys';
import type { SocketFleet } from './socketFleet';
import { createSocketsDatabase, seedSocketAccounts, socketAccountId, socketPostId } from './socketsData';
import { pgSql } from './sql';

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

/**
 * A burst's figures (bench/burst.ts: `sends` likes, their answers and notifications) and costs
 * (bench/burstCost.ts: per like; the job times of the `PostLiked` jobs of the notifications processor).
 */
export type BurstReport = BurstFigures & BurstCost;

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

/** Sends one burst on a connected fleet and measures it (bench/burstCost.ts). */
async function measureBurst(
  opts: SocketsOptions,
  serverUrl: string,
  serverPid: number,
  redisProcess: number | null,
  fleet: SocketFleet,
  planned: PlannedLike[],
  rate: number,
): Promise<BurstReport> {
  const { result, cost } = await measureBurstCost(
    { databaseUrl: opts.databaseUrl, serverUrl, serverPid, redisPid: redisProcess },
    NOTIFICATIONS_QUEUE,
    planned.length,
    () => likeBurst(serverUrl, fleet, planned, rate),
  );
  return { ...burstFigures(result, rate), ...cost };
}

/** One scale: a fresh server, `n` sockets, the idle hold, the warm-up and the bursts; the server stopped after. */
async function measureScale(
  opts: SocketsOptions,
  n: number,
  redis: Redis,
  redisProcess: number | null,
): Promise<ScaleReport> {
  const { server, sign } = await startRealtimeServer(opts, redis, n);
  try {
    const loadAverage = os.loadavg()[0]!;
    log(`${n.toLocaleString('en-US')} sockets: server pid ${server.pid} at ${server.url}`);
    const tokens = sign(Array.from({ length: n }, (_, k) => socketAccountId(k)));
    // One like answered before measuring anything, so the server's lazy parts (pools, statements) are up.
    await likeBurst(server.url, noFleet, plannedLikes(n, 1, n - 1, tokens), 1, 0);
    await sleep(500);
    const serverRssBeforeMb = rssMb(server.pid);
    const clientRssBefore = process.memoryUsage().rss / 2 ** 20;
    const { fleet, connectMs, failures, seconds } = await connectLogged(
      server.url,
      tokens,
      opts.concurrency,
      log,
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
            `  delivered ${burst.delivered} / ${burst.expected}: p50 ${burst.delivery.p50.toFixed(1)} ms, p99 ${burst.delivery.p99.toFixed(1)} ms (HTTP answer p99 ${burst.http.p99.toFixed(1)} ms; job wait p99 ${burst.jobWait.p99.toFixed(1)} ms, run p99 ${burst.jobRun.p99.toFixed(1)} ms)`,
          );
        }
      } else if (opts.bursts.length) {
        log(`  bursts skipped: ${connected} of ${n} sockets connected`);
      }
      return {
        sockets: n,
        connected,
        failures: countOf(failures.map((failure) => failure.message)),
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
const noFleet: SocketFleet = {
  connected: () => 0,
  drops: () => ({}),
  listen: () => {},
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
