import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** What pg-boss runs its SQL through (its `db` option): text with `$n` placeholders and their values. */
export interface SqlExecutor {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss's own type for the rows it reads back
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * `$1`…`$n` placeholders of `text` as a Drizzle SQL with the values bound as parameters (a placeholder used
 * twice binds its value twice).
 * @throws Error when a placeholder has no value
 */
export function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const index = Number(part) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for $${part}`);
    chunks.push(sql`${values[index]}`);
  });
  return sql.join(chunks);
}

/**
 * pg-boss's `db` over a Drizzle database or transaction: a job sent through it is written by that
 * transaction, so it commits or rolls back with the write that emitted it (STACK-WAVE2 "Durable jobs").
 */
export const executorOf = (db: Executor): SqlExecutor => ({
  async executeSql(text, values) {
    const result = (await db.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});
