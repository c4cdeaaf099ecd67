/**
 * Named statements for the hot read paths (feeds, threads, hydration, the viewer lookup): fixed SQL text with
 * positional parameters (`$1`, `$2`, …). On PostgreSQL each runs as a named prepared statement, so a pooled
 * connection parses it once and the planner can keep a generic plan; no query builder runs per request. The
 * text is written by hand because the builder cannot express these queries as one fixed text (arrays travel
 * as one `text[]` parameter, `= any($n)`, never as a list of parameters whose count changes the text).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** A named SQL text with positional parameters; `Row` is the shape of one result row. */
export interface Statement<Row> {
  name: string;
  text: string;
  /** Phantom: the row type, never set. */
  readonly row?: Row;
}

/** Runs a statement's text with its values and returns the rows (one per driver, see client.ts). */
export type StatementRunner = (
  statement: Statement<unknown>,
  values: readonly unknown[],
) => Promise<unknown[]>;

const runners = new WeakMap<object, StatementRunner>();
const names = new Map<string, string>();

/**
 * Declares a statement. Names are global (PostgreSQL keeps prepared statements per connection by name).
 * @throws Error when the name is already used by another text
 */
export function statement<Row>(name: string, text: string): Statement<Row> {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`Statement name '${name}' is used twice`);
  names.set(name, text);
  return { name, text };
}

/** Registers how a database runs statements (done by openPglite and openPostgres). */
export function registerStatementRunner(db: object, runner: StatementRunner): void {
  runners.set(db, runner);
}

/** The runner registered for a database, if any (tests wrap it to count statements). */
export function statementRunner(db: object): StatementRunner | undefined {
  return runners.get(db);
}

/** The statement as a Drizzle SQL object, for executors without a runner (transactions, instrumented copies). */
function asDrizzleSql(statement: Statement<unknown>, values: readonly unknown[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, k) => {
    if (k % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return query;
}

/**
 * Runs a statement on a database opened by client.ts (as a prepared statement on PostgreSQL). Other
 * executors (a transaction, a Drizzle instance with a query logger) run the same text through Drizzle.
 * @returns the result rows, keyed by the column aliases of the text
 */
export async function runStatement<Row>(
  db: Executor,
  statement: Statement<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  const runner = runners.get(db);
  if (runner) return (await runner(statement, values)) as Row[];
  const result = (await db.execute(asDrizzleSql(statement, values))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * `p.num_like as "numLike", …`: Drizzle columns of the table alias `table` under their TypeScript names,
 * each prefixed with `prefix` (for a statement that also selects another table's columns).
 */
export function selectList(table: string, columns: Record<string, { name: string }>, prefix = ''): string {
  return Object.entries(columns)
    .map(([key, column]) => `${table}.${column.name} as "${prefix}${key}"`)
    .join(', ');
}

/** The fields of `columns` from a result row that selected them with {@link selectList} and `prefix`. */
export function pickColumns<Row>(row: object, columns: Record<string, unknown>, prefix = ''): Row {
  const source = row as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(columns)) picked[key] = source[prefix + key];
  return picked as Row;
}

/**
 * Collects the values of a statement whose text depends on the shape of its input (filters present or
 * not): `bind(value)` appends a value and returns its placeholder. Bind in a fixed order so that one shape
 * always yields one text.
 */
export class Binder {
  readonly values: unknown[] = [];

  /** Appends a value; returns `$n`. */
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
