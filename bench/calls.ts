/**
 * Single calls around the load runs: a lone call's latency, a check that a route answers, a wait until the
 * server has worked off a run's queue, and a batch of calls at a fixed concurrency.
 */
import type { Call } from './load';

/** A call's status, parsed body (or text) and time in ms. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** Sends one call and reads its whole answer. */
export async function callOnce(baseUrl: string, call: Call): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(baseUrl + call.path, {
    method: call.method,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    body: call.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (GET /health answers JSON; keep the text otherwise)
  }
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * Calls twice (the first warms the route up) and answers the second call's latency.
 * @throws Error when the call does not answer 200 with `success: true` (POST) — the bench measures working routes
 */
export async function probe(baseUrl: string, call: Call): Promise<number> {
  await callOnce(baseUrl, call);
  const answer = await callOnce(baseUrl, call);
  const body = answer.body as { success?: boolean; data?: unknown } | null;
  if (answer.status !== 200 || (call.method === 'POST' && body?.success !== true)) {
    throw new Error(
      `${call.method} ${call.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  return answer.ms;
}

/**
 * Waits until the server has worked off requests still queued from a run (autocannon gives up on a request
 * after 10 s, the server does not): a lone call must again take at most 2× its idle latency + 20 ms.
 * Answers the seconds waited.
 */
export async function drain(baseUrl: string, call: Call, idleMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const { ms } = await callOnce(baseUrl, call);
    if (ms <= idleMs * 2 + 20) break;
  }
  return (performance.now() - started) / 1000;
}

/**
 * Sends one call per item, `concurrency` at a time, and answers every answer's time (ms) and the wall time
 * (s). `onAnswer` runs after each answer (a progress bar).
 * @throws Error on the first answer that is not 2xx
 */
export async function callAll<T>(
  baseUrl: string,
  items: readonly T[],
  concurrency: number,
  toCall: (item: T) => Call,
  onAnswer?: () => void,
): Promise<{ times: number[]; seconds: number }> {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const call = toCall(items[next++]!);
      const answer = await callOnce(baseUrl, call);
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(
          `${call.method} ${call.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
      }
      times.push(answer.ms);
      onAnswer?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { times, seconds: (performance.now() - started) / 1000 };
}
