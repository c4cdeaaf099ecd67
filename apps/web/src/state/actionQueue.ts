import { ACTION_QUEUE_DEPTH, alreadyDoneCodes, type ErrorCode } from '@rep/shared';

/**
 * The per-item action queue of SPEC §4 (like, bookmark, follow). Pure: it knows nothing of HTTP or caches.
 *
 * - One request at a time per key (`like:<postId>`); up to `depth` jobs per key (one running, the rest
 *   waiting). When the queue is full, a new job replaces the last waiting one.
 * - A failure whose `code` is an "already done" conflict is ignored: the queue moves on, nothing reverts.
 * - Another failure retries the job once when it is the only one queued; otherwise, or when the retry fails
 *   too, the job's optimistic change is reverted.
 */
export interface ActionJob<T = unknown> {
  /** Sends the request; rejects on failure. */
  run: () => Promise<T>;
  /** Called after a success when no later job waits for the same key (the user's latest intent). */
  onSuccess?: (result: T) => void;
  /** Undoes the optimistic change after a failure (the error says why, for a message). */
  revert: (error: unknown) => void;
}

export interface ActionQueueOptions {
  /** Jobs per key, the running one included. */
  depth?: number;
  /** Whether a failure means the server is already in the wanted state. */
  isAlreadyDone?: (error: unknown) => boolean;
  /** Called with each failure that was reverted. */
  onFailure?: (key: string, error: unknown) => void;
}

export interface ActionQueue {
  enqueue: <T>(key: string, job: ActionJob<T>) => void;
  /** Jobs queued for a key, the running one included. */
  size: (key: string) => number;
  /** Resolves when no job is queued for any key. */
  idle: () => Promise<void>;
}

/** True for errors carrying a conflict code of `alreadyDoneCodes`. */
export function isAlreadyDoneError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && alreadyDoneCodes.includes(code as ErrorCode);
}

export function createActionQueue(options: ActionQueueOptions = {}): ActionQueue {
  const depth = options.depth ?? ACTION_QUEUE_DEPTH;
  const isAlreadyDone = options.isAlreadyDone ?? isAlreadyDoneError;
  // biome-ignore lint/suspicious/noExplicitAny: jobs of any result type share one map
  const queues = new Map<string, ActionJob<any>[]>();
  let idleWaiters: Array<() => void> = [];

  function finish(key: string): void {
    const jobs = queues.get(key);
    jobs?.shift();
    if (jobs && jobs.length > 0) {
      void execute(key, jobs[0]!);
      return;
    }
    queues.delete(key);
    if (queues.size === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

  async function execute<T>(key: string, job: ActionJob<T>): Promise<void> {
    let retried = false;
    for (;;) {
      try {
        const result = await job.run();
        if ((queues.get(key)?.length ?? 0) <= 1) job.onSuccess?.(result);
        break;
      } catch (error) {
        if (isAlreadyDone(error)) break;
        const alone = (queues.get(key)?.length ?? 0) <= 1;
        if (alone && !retried) {
          retried = true;
          continue;
        }
        job.revert(error);
        options.onFailure?.(key, error);
        break;
      }
    }
    finish(key);
  }

  return {
    enqueue(key, job) {
      const jobs = queues.get(key);
      if (!jobs) {
        queues.set(key, [job]);
        void execute(key, job);
        return;
      }
      if (jobs.length < depth) jobs.push(job);
      else if (jobs.length > 1) jobs[jobs.length - 1] = job;
    },
    size: (key) => queues.get(key)?.length ?? 0,
    idle: () =>
      queues.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}

/** The app's queue for like, bookmark and follow. */
export const itemActionQueue = createActionQueue();
