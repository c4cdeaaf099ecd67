import type { ProcessorContext } from './context';
import { notificationsProcessor } from './notifications';
import type { Processor } from './processor';
import { timelinesProcessor } from './timelines';

/**
 * The processors this server runs (DESIGN.md "Reads and writes"), given what it is configured with: a
 * processor that needs Redis is left out without it (its events are then not enqueued at all). To add one:
 * docs/EVENTS.md.
 */
export function processorsFor(ctx: ProcessorContext): Processor[] {
  const processors: Processor[] = [notificationsProcessor(ctx, null)];
  if (ctx.redis) {
    processors.push(timelinesProcessor({ db: ctx.db, redis: ctx.redis, prefix: ctx.config.REDIS_PREFIX }));
  }
  return processors;
}
