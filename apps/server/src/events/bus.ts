import type { Db, Tx } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { executorOf } from '../jobs/sql';
import type { Processor } from '../processors/processor';
import type { DomainEvent, EventType } from './types';

/**
 * Routes domain events to the processors that declared them: each event becomes one job per interested
 * processor, sent in the emitting transaction.
 */
export class EventBus {
  private readonly routes = new Map<EventType, string[]>();

  constructor(
    private readonly jobs: JobQueue,
    processors: readonly Processor[],
  ) {
    for (const processor of processors) {
      for (const type of processor.events) {
        this.routes.set(type, [...(this.routes.get(type) ?? []), processor.name]);
      }
    }
  }

  /** The queues an event goes to (none when no processor handles its type). */
  private queuesOf(event: DomainEvent): readonly string[] {
    return this.routes.get(event.type) ?? [];
  }

  /** Sends one job per (event, interested processor) through the transaction `tx`. */
  async enqueue(tx: Tx, events: readonly DomainEvent[]): Promise<void> {
    const jobs = events.flatMap((event) => this.queuesOf(event).map((queue) => ({ queue, data: event })));
    await this.jobs.send(jobs, executorOf(tx));
  }

  /** Wakes this process's workers for the events' processors (after the commit). */
  wake(events: readonly DomainEvent[]): void {
    this.jobs.wake(events.flatMap((event) => this.queuesOf(event)));
  }
}

/** The event bus of each open database (set when the server opens its job queue). */
const buses = new WeakMap<Db, EventBus>();

/** Makes `bus` the one commands on `db` enqueue their events with. */
export function registerEventBus(db: Db, bus: EventBus): void {
  buses.set(db, bus);
}

/** What a command answers: its result and the events it emitted. */
export type Outcome<T> = T & { events: DomainEvent[] };

/**
 * Runs a command's transaction and enqueues the events it returns as jobs in that same transaction, so an
 * event is never lost and never sent for a rolled-back write (DESIGN.md "Reads and writes"); after the
 * commit, this process's workers are woken so processors run at once.
 * @throws whatever `body` throws (nothing is enqueued); Error when events are emitted on a database whose
 *   server has no job queue
 */
export async function commandTransaction<T extends object>(
  db: Db,
  body: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const bus = buses.get(db);
  const outcome = await db.transaction(async (tx) => {
    const result = await body(tx);
    if (result.events.length > 0) {
      if (!bus) throw new Error('no job queue is open on this database: events would be lost');
      await bus.enqueue(tx, result.events);
    }
    return result;
  });
  bus?.wake(outcome.events);
  return outcome;
}
