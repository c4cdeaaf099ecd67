import type { Logger } from 'drizzle-orm';
import { registerStatementRunner, statementRunner } from '../db/statements';
import type { TestApp } from './harness';

/** Counts the queries the app sends while `run` runs (see {@link recordQueries}). */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(t, run)).length;
}

/**
 * The queries the app sends while `run` runs, in order: builder queries through the session logger (both
 * drivers keep `session.logger`), as 'builder', and named statements through their runner, by name. Builder
 * queries inside a transaction are not seen (Drizzle's transaction opens its own session): count reads.
 */
export async function recordQueries(t: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const session = (t.ctx.db as unknown as { session: { logger: Logger } }).session;
  const originalLogger = session.logger;
  const originalRunner = statementRunner(t.ctx.db);
  if (!originalRunner) throw new Error('the test database has no statement runner');
  const names: string[] = [];
  session.logger = { logQuery: () => void names.push('builder') };
  registerStatementRunner(t.ctx.db, (statement, values) => {
    names.push(statement.name);
    return originalRunner(statement, values);
  });
  try {
    await run();
  } finally {
    session.logger = originalLogger;
    registerStatementRunner(t.ctx.db, originalRunner);
  }
  return names;
}
