import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema';
import { registerStatementRunner } from './statements';

/** The Drizzle database, whichever engine is underneath (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pools by name (`queries`, `statements`), for `/metrics`; PGlite has none. */
  pools?: Readonly<Record<string, pg.Pool>>;
  /**
   * Runs raw SQL outside any transaction, for pg-boss (jobs/queue.ts): text with `$n` placeholders and its
   * values, or (without values) several statements at once, as pg-boss's schema migrations send them.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PGlite only: its data directory as an uncompressed tarball (PGlite's `dumpDataDir`), which `openPglite`'s
   * `loadDataDir` starts from. Tests migrate one template and start every test database from its dump.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** How `openPglite` opens its database. */
export interface PgliteOptions {
  /** How often a checkpoint runs on disk, in ms (default a minute); none in memory. */
  checkpointMs?: number;
  /**
   * A tarball from `Database.dumpDataDir` to start from instead of an empty data directory (which costs an
   * initdb); the data directory must not exist yet (`memory://`). Migrations the dump already holds are skipped.
   */
  loadDataDir?: Blob;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * How often PGlite writes a checkpoint, in ms. PGlite runs PostgreSQL in single-user mode, which has no
 * checkpointer: without this, nothing is checkpointed until a clean close, and a process killed after hours of
 * writes makes the next start replay all of its WAL (docs/DECISIONS.md "Operations": the slow restarts).
 */
const PGLITE_CHECKPOINT_MS = 60_000;

/**
 * Opens PGlite in `dataDir` (or in memory for `memory://`), empty or from a dumped data directory — never load
 * `cube` here: with pg_trgm it hangs (notes/DEPENDENCIES.md) — and applies the committed migrations. On disk, a
 * checkpoint runs every `checkpointMs`.
 */
export async function openPglite(
  dataDir: string,
  { checkpointMs = PGLITE_CHECKPOINT_MS, loadDataDir }: PgliteOptions = {},
): Promise<Database> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  registerStatementRunner(
    db,
    async (statement, values) => (await client.query(statement.text, [...values])).rows,
  );
  const checkpoints =
    dataDir === 'memory://'
      ? undefined
      : setInterval(() => {
          client
            .exec('checkpoint')
            .catch((error: Error) => console.warn(`pglite checkpoint: ${error.message}`));
        }, checkpointMs).unref();
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values) =>
      values?.length
        ? await client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    close: async () => {
      clearInterval(checkpoints);
      await client.close();
    },
  };
}

function openPool(Pool: typeof pg.Pool, url: string, max: number, options?: string): pg.Pool {
  const pool = new Pool({ connectionString: url, max, options });
  // An idle client can be cut off by the server (restart, failover): pg emits it on the pool; the pool
  // replaces the client on next use, so this is logged, not fatal.
  pool.on('error', (error) => console.warn(`postgres idle client error: ${error.message}`));
  return pool;
}

/**
 * Opens PostgreSQL and applies the committed migrations. Two pools of `max` connections each: one for
 * Drizzle (writes, builder queries: planned per execution with their parameter values, so partial indexes
 * on `status = $1` stay usable) and one for the named statements of the hot read paths, whose sessions
 * force generic plans: each statement is parsed and planned once per connection instead of on every
 * request (PostgreSQL would keep re-planning them because a plan with `limit $n` looks costlier without
 * the value). Every named statement's generic plan is checked with EXPLAIN in bench/EXPLAIN.md.
 */
export async function openPostgres(url: string, max = 20): Promise<Database> {
  // Loaded only when used: a start on the embedded default does not pay for the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = openPool(pg.Pool, url, max);
  const statementPool = openPool(pg.Pool, url, max, '-c plan_cache_mode=force_generic_plan');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  registerStatementRunner(
    db,
    async (statement, values) =>
      (await statementPool.query({ name: statement.name, text: statement.text, values: [...values] })).rows,
  );
  return {
    db,
    kind: 'postgres',
    pools: { queries: pool, statements: statementPool },
    executeSql: (text, values) => pool.query(text, values),
    close: async () => {
      await Promise.all([pool.end(), statementPool.end()]);
    },
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/pglite`. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/** Runs a raw SQL query and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
