import { chatProcessor } from './chat';
import type { ProcessorContext } from './context';
import { notificationsProcessor } from './notifications';
import type { Processor } from './processor';
import { pushProcessor, WEB_PUSH_QUEUE } from './push';
import { sessionsProcessor } from './sessions';
import { timelinesProcessor } from './timelines';

/**
 * The processors this server runs (DESIGN.md "Reads and writes"), given what it is configured with: a
 * processor that needs Redis is left out without it (its events are then not enqueued at all). To add one:
 * docs/EVENTS.md.
 */
export function processorsFor(ctx: ProcessorContext): Processor[] {
  const push = pushProcessor(ctx);
  const pushQueue = push ? WEB_PUSH_QUEUE : null;
  const processors: Processor[] = [notificationsProcessor(ctx, pushQueue), chatProcessor(ctx, pushQueue)];
  if (push) processors.push(push);
  const sessions = sessionsProcessor(ctx.realtime);
  if (sessions) processors.push(sessions);
  if (ctx.redis) {
    processors.push(timelinesProcessor({ db: ctx.db, redis: ctx.redis, prefix: ctx.config.REDIS_PREFIX }));
  }
  return processors;
}
