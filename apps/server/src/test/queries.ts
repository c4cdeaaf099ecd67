import { type Logger, sql } from 'drizzle-orm';
import { registerStatementRunner, statementRunner } from '../db/statements';
import type { TestApp } from './harness';

/** Counts the queries the app sends while `run` runs (see {@link recordQueries}). */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(t, run)).length;
}

/** Waits (up to `timeoutMs`) until no job is due or running: the processors' own queries are not the run's. */
async function jobsSettled(t: TestApp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = (await t.ctx.db.execute(
      sql`select count(*)::int as busy from pgboss.job
          where state in ('created', 'retry', 'active') and start_after <= now()`,
    )) as unknown as { rows: { busy: number }[] };
    if (!result.rows[0]?.busy || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The queries the app sends while `run` runs, in order (after the job queue settles, so a processor's
 * queries on the same database are not counted): builder queries through the session logger (both
 * drivers keep `session.logger`), as 'builder', and named statements through their runner, by name. Builder
 * queries inside a transaction are not seen (Drizzle's transaction opens its own session): count reads.
 */
export async function recordQueries(t: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  await jobsSettled(t);
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
