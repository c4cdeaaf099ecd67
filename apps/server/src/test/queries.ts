import type { Logger } from 'drizzle-orm';
import { registerStatementRunner, statementRunner } from '../db/statements';
import type { TestApp } from './harness';

/**
 * Counts the queries the app sends while `run` runs: builder queries through the session logger (both
 * drivers keep `session.logger`) and named statements through their runner.
 */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const session = (t.ctx.db as unknown as { session: { logger: Logger } }).session;
  const originalLogger = session.logger;
  const originalRunner = statementRunner(t.ctx.db);
  if (!originalRunner) throw new Error('the test database has no statement runner');
  let count = 0;
  session.logger = { logQuery: () => void count++ };
  registerStatementRunner(t.ctx.db, (statement, values) => {
    count++;
    return originalRunner(statement, values);
  });
  try {
    await run();
  } finally {
    session.logger = originalLogger;
    registerStatementRunner(t.ctx.db, originalRunner);
  }
  return count;
}
