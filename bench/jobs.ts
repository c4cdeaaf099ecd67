/**
 * The server's job queue seen from the bench: pg-boss keeps its jobs in the `pgboss` schema of the same
 * database (apps/server/src/jobs/queue.ts). The bench waits for the queue to empty between rows (so one
 * row's fan-out backlog does not weigh on the next) and drops jobs a run left unfinished (their posts are
 * deleted with the run's writes).
 */
import type { SqlClient } from './sql';

/** States of a job that is still to run. */
const PENDING = `state in ('created', 'retry', 'active')`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jobs still to run (0 when pg-boss has no table here yet). */
export async function pendingJobs(client: SqlClient): Promise<number> {
  const table = await client.query<{ t: string | null }>(`select to_regclass('pgboss.job')::text as t`);
  if (!table.rows[0]?.t) return 0;
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where ${PENDING}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Waits until no job is left to run, polling every 100 ms. Answers the seconds waited and the jobs still
 * pending when it gave up after `giveUpSeconds` (0 when the queue emptied).
 */
export async function waitForJobs(
  client: SqlClient,
  giveUpSeconds: number,
): Promise<{ seconds: number; pending: number }> {
  const started = performance.now();
  for (;;) {
    const pending = await pendingJobs(client);
    const seconds = (performance.now() - started) / 1000;
    if (pending === 0 || seconds > giveUpSeconds) return { seconds, pending };
    await sleep(100);
  }
}

/** Deletes the jobs still to run (with no server running). Answers how many. */
export async function dropPendingJobs(client: SqlClient): Promise<number> {
  if (!(await pendingJobs(client))) return 0;
  return (await client.query(`delete from pgboss.job where ${PENDING}`)).rowCount;
}

/** How long a queue's jobs waited (created → started) and ran (started → completed), in ms, by job. */
export interface JobTimes {
  waitMs: number[];
  runMs: number[];
  /** Jobs of the queue created since `since` that did not complete (yet). */
  unfinished: number;
}

/**
 * The wait and run times of the jobs of `queue` created at or after `since` (pg-boss's own `created_on`,
 * `started_on` and `completed_on`, the database's clock).
 */
export async function jobTimes(client: SqlClient, queue: string, since: Date): Promise<JobTimes> {
  const { rows } = await client.query<{ wait: number | null; run: number | null }>(
    `select extract(epoch from started_on - created_on) * 1000 as wait,
            extract(epoch from completed_on - started_on) * 1000 as run
     from pgboss.job where name = $1 and created_on >= $2`,
    [queue, since],
  );
  const done = rows.filter((row) => row.wait !== null && row.run !== null);
  return {
    waitMs: done.map((row) => Number(row.wait)),
    runMs: done.map((row) => Number(row.run)),
    unfinished: rows.length - done.length,
  };
}
