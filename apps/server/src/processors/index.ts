import type { Processor } from './processor';

/** What processors may use: the server's database, configuration and Redis client (when REDIS_URL is set). */
export type { ProcessorContext } from './context';

/**
 * The processors this server runs (DESIGN.md "Reads and writes"), given what it is configured with: a
 * processor that needs Redis is left out without it (its events are then not enqueued at all).
 */
export function processorsFor(ctx: import('./context').ProcessorContext): Processor[] {
  const processors: Processor[] = [];
  void ctx;
  return processors;
}
