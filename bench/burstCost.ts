/**
 * What a burst of the realtime scenarios costs the system under test (bench/burst.ts): CPU of the server
 * process, its PostgreSQL backends and Redis per write, PostgreSQL transactions per write, the server's
 * event-loop and GC pauses (its /metrics), the machine's load, and pg-boss's own times of the jobs the burst
 * made on one queue.
 */
import os from 'node:os';
import type pg from 'pg';
import { cpuSampler } from './cpu';
import { connect } from './dataset';
import { databaseName } from './db';
import { jobTimes } from './jobs';
import { type LatencyStats, latencyStats } from './load';
import { type ProcessPauses, pausesBetween, scrapeMetrics } from './serverMetrics';
import { pgSql } from './sql';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server under test, as a burst's costs are read from it. */
export interface BurstTarget {
  /** The scenario's database (its backends' CPU, its transactions, its pg-boss jobs). */
  databaseUrl: string;
  serverUrl: string;
  serverPid: number;
  /** Redis's process id, or null when unknown. */
  redisPid: number | null;
}

/** A burst's costs; per-write figures divide by the burst's writes. */
export interface BurstCost {
  /** CPU ms per write over the burst and its wait: server process, PostgreSQL backends, Redis. */
  cpuMsPerSend: { server: number; postgres: number; redis: number };
  /**
   * PostgreSQL transactions committed or rolled back in the database per write over the burst (each statement
   * outside a transaction is one): the writes, their jobs and processors, plus pg-boss's polling meanwhile.
   */
  transactionsPerSend: number;
  /** The machine's 1-minute load average at the burst's start and end (other work shares the cores). */
  loadAverage: [number, number];
  /** The server process's longest event-loop delay and GC pauses over the burst (its /metrics). */
  pauses: ProcessPauses;
  /** The jobs of the queue created during the burst: created → started (queue wait) and started → completed. */
  jobWait: LatencyStats;
  jobRun: LatencyStats;
}

/** Transactions committed and rolled back in the client's database so far (pg_stat_database). */
async function transactionCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Runs `burst` (which sends `writes` writes and waits for their events) and answers its result with what it
 * cost; `queue` names the pg-boss queue whose jobs the writes make (e.g. the notifications processor's).
 * Earlier bursts' jobs must be done (their events all arrived): jobs are those created from the start on.
 */
export async function measureBurstCost<T>(
  target: BurstTarget,
  queue: string,
  writes: number,
  burst: () => Promise<T>,
): Promise<{ result: T; cost: BurstCost }> {
  const client = await connect(target.databaseUrl);
  try {
    const since = new Date();
    const transactions0 = await transactionCount(client);
    const load0 = os.loadavg()[0]!;
    const metrics0 = await scrapeMetrics(target.serverUrl);
    const cpu = cpuSampler(target.serverPid, databaseName(target.databaseUrl), target.redisPid);
    const result = await burst();
    const used = cpu();
    const pauses = pausesBetween(metrics0, await scrapeMetrics(target.serverUrl));
    const load1 = os.loadavg()[0]!;
    // Backends report their counts to the statistics at most every second when idle.
    await sleep(1_100);
    const transactions = (await transactionCount(client)) - transactions0;
    const jobs = await jobTimes(pgSql(client), queue, since);
    const per = (seconds: number) => (1000 * seconds) / writes;
    return {
      result,
      cost: {
        cpuMsPerSend: { server: per(used.server), postgres: per(used.postgres), redis: per(used.redis) },
        transactionsPerSend: transactions / writes,
        loadAverage: [load0, load1],
        pauses,
        jobWait: latencyStats(jobs.waitMs),
        jobRun: latencyStats(jobs.runMs),
      },
    };
  } finally {
    await client.end();
  }
}
