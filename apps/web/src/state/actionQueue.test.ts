import { describe, expect, it, vi } from 'vitest';
import { type ActionJob, createActionQueue, isAlreadyDoneError } from './actionQueue';

/** A job whose request the test settles by hand. */
function manualJob(name: string, log: string[]) {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const job: ActionJob<string> = {
    run: () =>
      new Promise<string>((resolve, reject) => {
        log.push(`run ${name}`);
        calls.push({ resolve, reject });
      }),
    onSuccess: vi.fn(),
    revert: vi.fn(),
  };
  const settle = async (outcome: 'ok' | Error) => {
    const call = calls.at(-1)!;
    if (outcome === 'ok') call.resolve(name);
    else call.reject(outcome);
    await flush();
  };
  return { job, settle, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const conflict = Object.assign(new Error('You already upvote!'), { code: 'AlreadyLiked' });
const serverError = Object.assign(new Error('Something went wrong'), { code: 'Internal' });

describe('createActionQueue', () => {
  it('runs one request at a time per key and keeps at most one waiting (depth 2)', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    const b = manualJob('b', log);
    queue.enqueue('like:1', a.job);
    queue.enqueue('like:1', b.job);
    expect(log).toEqual(['run a']);
    expect(queue.size('like:1')).toBe(2);
    await a.settle('ok');
    expect(log).toEqual(['run a', 'run b']);
    // `a` was superseded by `b`, so only `b` reports its result.
    expect(a.job.onSuccess).not.toHaveBeenCalled();
    await b.settle('ok');
    expect(b.job.onSuccess).toHaveBeenCalledWith('b');
    expect(queue.size('like:1')).toBe(0);
  });

  it('lets a third action replace the waiting one', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const [a, b, c] = ['a', 'b', 'c'].map((name) => manualJob(name, log));
    queue.enqueue('like:1', a!.job);
    queue.enqueue('like:1', b!.job);
    queue.enqueue('like:1', c!.job);
    expect(queue.size('like:1')).toBe(2);
    await a!.settle('ok');
    await c!.settle('ok');
    expect(log).toEqual(['run a', 'run c']);
    expect(b!.job.revert).not.toHaveBeenCalled();
  });

  it('keeps keys independent', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    queue.enqueue('like:1', manualJob('a', log).job);
    queue.enqueue('like:2', manualJob('b', log).job);
    expect(log).toEqual(['run a', 'run b']);
  });

  it('ignores an "already done" conflict and moves on without reverting', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    const b = manualJob('b', log);
    queue.enqueue('like:1', a.job);
    queue.enqueue('like:1', b.job);
    await a.settle(conflict);
    expect(a.job.revert).not.toHaveBeenCalled();
    expect(log).toEqual(['run a', 'run b']);
  });

  it('does not retry a conflict even when alone', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    queue.enqueue('like:1', a.job);
    await a.settle(conflict);
    expect(log).toEqual(['run a']);
    expect(a.job.revert).not.toHaveBeenCalled();
    await queue.idle();
  });

  it('retries a failed job once when it is the only one queued', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    queue.enqueue('like:1', a.job);
    await a.settle(serverError);
    expect(log).toEqual(['run a', 'run a']);
    await a.settle('ok');
    expect(a.job.revert).not.toHaveBeenCalled();
    expect(a.job.onSuccess).toHaveBeenCalledWith('a');
  });

  it('reverts when the retry fails too', async () => {
    const log: string[] = [];
    const onFailure = vi.fn();
    const queue = createActionQueue({ onFailure });
    const a = manualJob('a', log);
    queue.enqueue('like:1', a.job);
    await a.settle(serverError);
    await a.settle(serverError);
    expect(log).toEqual(['run a', 'run a']);
    expect(a.job.revert).toHaveBeenCalledWith(serverError);
    expect(onFailure).toHaveBeenCalledWith('like:1', serverError);
    expect(queue.size('like:1')).toBe(0);
  });

  it('reverts without retrying when another job waits, then runs that job', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    const b = manualJob('b', log);
    queue.enqueue('like:1', a.job);
    queue.enqueue('like:1', b.job);
    await a.settle(serverError);
    expect(a.job.revert).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['run a', 'run b']);
  });

  it('resolves idle() once every key is drained', async () => {
    const log: string[] = [];
    const queue = createActionQueue();
    const a = manualJob('a', log);
    queue.enqueue('like:1', a.job);
    const idle = vi.fn();
    void queue.idle().then(idle);
    await flush();
    expect(idle).not.toHaveBeenCalled();
    await a.settle('ok');
    expect(idle).toHaveBeenCalled();
  });
});

describe('isAlreadyDoneError', () => {
  it('matches the conflict codes of alreadyDoneCodes only', () => {
    expect(isAlreadyDoneError(conflict)).toBe(true);
    expect(isAlreadyDoneError({ code: 'NotBookmarked' })).toBe(true);
    expect(isAlreadyDoneError(serverError)).toBe(false);
    expect(isAlreadyDoneError(null)).toBe(false);
  });
});
