import type { ErrorCode } from '@rep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../db/client';
import { ApiError } from '../http/errors';

/**
 * Inserts a relation row (like, bookmark, follow) exactly once.
 * @throws ApiError `conflict` when the row exists (the spec's 409 'already done' texts)
 */
export async function insertOnce<T extends PgTable>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'],
  conflict: ErrorCode,
) {
  const inserted = await tx.insert(table).values(values).onConflictDoNothing().returning();
  if (inserted.length === 0) throw new ApiError(conflict);
}

/**
 * Deletes a relation row that must exist.
 * @throws ApiError `missing` when there was none
 */
export async function deleteOnce(tx: Tx, table: PgTable, where: SQL | undefined, missing: ErrorCode) {
  const deleted = await tx.delete(table).where(where).returning();
  if (deleted.length === 0) throw new ApiError(missing);
}

/**
 * Adds `delta` to a counter column atomically in the database (never read-modify-write), floor 0. Row
 * locks serialise concurrent updates, so counts never drift.
 * @param ownerColumn another column of the row to answer (e.g. a post's author); the id by default
 * @returns the new value, and the owner column's value (null when there is no such row)
 */
export async function bumpCounter(
  tx: Tx,
  table: PgTable,
  column: PgColumn,
  idColumn: PgColumn,
  id: string,
  delta: number,
  ownerColumn: PgColumn = idColumn,
): Promise<{ value: number; owner: string | null }> {
  const rows = await queryRows<{ value: number; owner: string }>(
    tx,
    sql`update ${table} set ${sql.identifier(column.name)} = greatest(${column} + ${delta}, 0)
        where ${idColumn} = ${id} returning ${column} as value, ${ownerColumn} as owner`,
  );
  return { value: Number(rows[0]?.value ?? 0), owner: rows[0]?.owner ?? null };
}
