import type { EventOf, EventType } from '../events/types';
import type { JobQueue, Task } from '../jobs/queue';

/**
 * A processor (Outline's processors, Mastodon's workers): the side effects of some domain events, run as
 * durable jobs after the write committed. Each processor has its own queue, so one failing and retrying
 * never holds up or repeats another. `handle` must be idempotent (a job may run more than once).
 */
export interface Processor<T extends EventType = EventType> {
  /** Its queue's name (letters, digits, dashes). */
  name: string;
  /** The event types it handles: an event is enqueued for it only if its type is listed here. */
  events: readonly T[];
  /**
   * Handles one event.
   * @param jobs the queue, to send further jobs of its own {@link tasks}
   * @throws anything: the job is retried with back-off (jobs/queue.ts); the user's request already succeeded
   */
  handle(event: EventOf<T>, jobs: JobQueue): Promise<void>;
  /** Further jobs it sends itself (e.g. fan-out chunks). */
  tasks?: readonly Task<never>[];
}

/**
 * Declares a processor: type-checks `handle` against the events it lists, and answers it as a processor of
 * any event (the bus only ever hands it the listed ones).
 */
export const defineProcessor = <T extends EventType>(processor: Processor<T>): Processor =>
  processor as unknown as Processor;

/** The jobs of a processor: its event queue, then its own tasks. */
export function tasksOf(processor: Processor): Task<never>[] {
  const events: Task<never> = {
    queue: processor.name,
    run: (event, jobs) => processor.handle(event, jobs),
  };
  return [events, ...(processor.tasks ?? [])];
}
