/**
 * The one query method the generator and the dataset helpers need, so the same SQL runs on PostgreSQL
 * (node-postgres) and on PGlite (the embedded default's dataset).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A connection that runs SQL: with values, one statement; without, possibly several (the last's rows). */
export interface SqlClient {
  query<R = Record<string, unknown>>(
    text: string,
    values?: readonly unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
}

/** A node-postgres connection as a {@link SqlClient}. */
export function pgSql(client: pg.ClientBase): SqlClient {
  return {
    query: async <R>(text: string, values?: readonly unknown[]) => {
      const result = await client.query(text, values ? [...values] : undefined);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
}

/**
 * A PGlite instance as a {@link SqlClient}: statements with values go through the extended protocol
 * (`query`), others through `exec`, which accepts several statements as node-postgres's simple protocol does.
 */
export function pgliteSql(db: PGlite): SqlClient {
  return {
    query: async <R>(text: string, values?: readonly unknown[]) => {
      if (values?.length) {
        const result = await db.query<R>(text, [...values]);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const last = (await db.exec(text)).at(-1);
      return { rows: (last?.rows ?? []) as R[], rowCount: last?.affectedRows ?? 0 };
    },
  };
}
