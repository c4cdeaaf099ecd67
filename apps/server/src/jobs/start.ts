import type { Database } from '../db/client';
import { EventBus, registerEventBus } from '../events/bus';
import type { Processor } from '../processors/processor';
import { tasksOf } from '../processors/processor';
import { JobQueue } from './queue';

/**
 * Opens the job queue on `database` with the tasks of `processors` and makes it the one commands on that
 * database enqueue their events with (events/bus.ts).
 * @param work run workers in this process (false: only send jobs, e.g. a web-only process or a test that
 *   must see jobs wait)
 */
export async function startJobs(
  database: Pick<Database, 'db' | 'executeSql'>,
  processors: readonly Processor[],
  { work = true }: { work?: boolean } = {},
): Promise<JobQueue> {
  const queue = await JobQueue.open({ executeSql: database.executeSql }, processors.flatMap(tasksOf), {
    work,
  });
  registerEventBus(database.db, new EventBus(queue, processors));
  return queue;
}
