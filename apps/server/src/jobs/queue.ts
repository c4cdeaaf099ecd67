/**
 * Durable jobs on pg-boss 10 (STACK-WAVE2 "Durable jobs"): one code path on PGlite and PostgreSQL, jobs in
 * the database (schema `pgboss`), so a job sent inside a write's transaction exists exactly when the write
 * committed, and survives a crash of the process that sent it.
 */
import PgBoss from 'pg-boss';
import type { SqlExecutor } from './sql';

/** A kind of job: its queue and what runs it. */
export interface Task<Data = unknown> {
  /** The pg-boss queue name: letters, digits, dashes and underscores. */
  queue: string;
  /**
   * Runs one job. Must be idempotent: a job runs again after a failure (with back-off), after its worker's
   * process died mid-job, and at least once in every case.
   * @param jobs the queue, to send further jobs (e.g. the next chunk of a fan-out)
   * @throws anything: the job is retried, up to {@link RETRY_LIMIT} times
   */
  run(data: Data, jobs: JobQueue): Promise<void>;
  /** Concurrent workers on this queue per process (default 1). */
  workers?: number;
}

/** How many times a failed job is retried. */
export const RETRY_LIMIT = 8;
/** The first retry's delay, in seconds; each next one doubles (with jitter), pg-boss's `retryBackoff`. */
export const RETRY_DELAY_SEC = 1;
/** How often an idle worker looks for jobs, in seconds (a job sent in this process wakes it at once). */
export const POLLING_INTERVAL_SEC = 0.5;

/** A job to send: its queue and its JSON data. */
export interface JobRequest {
  queue: string;
  data: object;
  /** At most one job with this key waits in its queue at a time (pg-boss `singletonKey`): repeats are dropped. */
  singletonKey?: string;
  /** Not before this time (pg-boss `startAfter`), e.g. a poll's end. */
  startAfter?: Date;
}

/** The schema pg-boss keeps its tables in. */
const SCHEMA = 'pgboss';

/**
 * The job queue of one server process: sends jobs (inside a transaction or not) and, when working, runs the
 * tasks it was opened with.
 */
export class JobQueue {
  private readonly workerIds = new Map<string, string[]>();
  /** Jobs running in this process (their task's promise), so {@link close} can wait for them. */
  private readonly running = new Set<Promise<void>>();
  /** Set by {@link close}: a job fetched after it is handed back (failed, to run again) instead of run. */
  private closing = false;

  private constructor(
    private readonly boss: PgBoss,
    /** pg-boss's own statements under way (fetches, completions), so {@link close} can wait for them. */
    private readonly statements: Set<Promise<unknown>>,
  ) {}

  /**
   * `db`, counting its statements under way in `statements`: pg-boss does not wait for a worker's fetch in
   * flight when it stops, nor for the completion it sends after a job, without awaiting it.
   */
  private static tracked(db: SqlExecutor, statements: Set<Promise<unknown>>): SqlExecutor {
    return {
      executeSql(text, values) {
        const result = db.executeSql(text, values);
        statements.add(result);
        const untrack = () => statements.delete(result);
        result.then(untrack, untrack);
        return result;
      },
    };
  }

  /**
   * Starts pg-boss on `db` (creating or migrating its schema, and the tasks' queues) and, when `work` is
   * true, workers for every task.
   * @param db raw SQL outside transactions (Database.executeSql)
   */
  static async open(
    db: SqlExecutor,
    tasks: readonly Task<never>[],
    { work = true }: { work?: boolean } = {},
  ): Promise<JobQueue> {
    const statements = new Set<Promise<unknown>>();
    const boss = new PgBoss({
      db: JobQueue.tracked(db, statements),
      schema: SCHEMA,
      schedule: false,
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SEC,
      retryBackoff: true,
    });
    boss.on('error', (error: Error) => console.warn(`jobs: ${error.message}`));
    await boss.start();
    const queue = new JobQueue(boss, statements);
    for (const task of tasks) {
      if (!(await boss.getQueue(task.queue))) {
        await boss.createQueue(task.queue, {
          name: task.queue,
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SEC,
          retryBackoff: true,
        });
      }
    }
    if (work) for (const task of tasks) await queue.startWorkers(task);
    return queue;
  }

  private async startWorkers(task: Task<never>): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < (task.workers ?? 1); i++) {
      let id = '';
      id = await this.boss.work<object>(
        task.queue,
        { pollingIntervalSeconds: POLLING_INTERVAL_SEC, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          if (this.closing) throw new Error('the job queue is closing: this job runs again later');
          const run = task.run(job.data as never, this);
          this.running.add(run);
          try {
            await run;
          } catch (error) {
            console.warn(`job ${task.queue} ${job.id} failed: ${(error as Error).message}`);
            throw error;
          } finally {
            this.running.delete(run);
            // pg-boss's worker sleeps a polling interval after every job unless notified meanwhile: a
            // worker that just ran a job looks for the next one at once (else a queue runs 2 jobs/s).
            this.boss.notifyWorker(id);
          }
        },
      );
      ids.push(id);
    }
    this.workerIds.set(task.queue, ids);
  }

  /**
   * Sends jobs in one statement through `db`: a transaction's executor (jobs/sql.ts `executorOf`) makes them
   * part of that transaction. Wake the workers after the commit ({@link wake}).
   */
  async send(jobs: readonly JobRequest[], db?: SqlExecutor): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        name: job.queue,
        data: job.data,
        singletonKey: job.singletonKey,
        startAfter: job.startAfter,
      })),
      db ? { db } : {},
    );
  }

  /** Tells this process's idle workers of `queues` to look for jobs now instead of at their next poll. */
  wake(queues: Iterable<string>): void {
    for (const queue of new Set(queues)) {
      for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
    }
  }

  /**
   * Stops the workers, waiting up to `timeoutMs` for running jobs (the unfinished ones run again later, by
   * any process), then for their handlers to settle and for pg-boss's last statements (a fetch in flight,
   * the completions it sends unawaited), so the database can be closed after it.
   */
  async close(timeoutMs = 5000): Promise<void> {
    this.closing = true;
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    while ((this.running.size || this.statements.size) && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now());
      });
      await Promise.race([Promise.allSettled([...this.running, ...this.statements]), timeout]);
      clearTimeout(timer);
      // A settled job's completion (or a fetch's job) is sent on a later turn: let it start.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
