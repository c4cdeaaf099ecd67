/**
 * The bench database: create it when missing, drop it to regenerate, read and write the `bench_meta` marker.
 */
import pg from 'pg';
import type { Sizes } from './options';
import type { SqlClient } from './sql';

/** What `bench_meta` records about a generated dataset. */
export interface BenchMeta {
  /** Sizes asked for. */
  requested: Sizes;
  /** Rows really in the tables after generation. */
  actual: Sizes & { identities: number; replies: number };
  generatedAt: string;
  /** Seconds per generation phase, in order. */
  timings: { phase: string; seconds: number }[];
  totalSeconds: number;
  /** A post with about 50 direct replies, the thread of the benchmark. */
  threadPostId: string;
  threadReplies: number;
  /** Database size after generation (pg_size_pretty). */
  databaseSize: string;
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL has no database name: ${url}`);
  return name;
}

/** The same server, database `postgres` (for CREATE / DROP DATABASE). */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withMaintenance<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when it does not exist. Returns whether it was created. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  return withMaintenance(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${quoteIdent(name)}`);
    return true;
  });
}

/**
 * Drops and recreates the database, so migrations and indexes start clean. Refuses unless the database
 * name contains `bench`: a mistyped BENCH_DATABASE_URL must never wipe real data.
 */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!name.includes('bench')) {
    throw new Error(
      `Refusing to drop database '${name}': only databases whose name contains 'bench' are regenerated.`,
    );
  }
  await withMaintenance(url, async (client) => {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await client.query(`create database ${quoteIdent(name)}`);
  });
}

/** Reads the marker, or null when the dataset was never completely generated. */
export async function readMeta(client: SqlClient): Promise<BenchMeta | null> {
  const table = await client.query(`select to_regclass('public.bench_meta') as t`);
  if (!table.rows[0]?.t) return null;
  const rows = await client.query<{ value: BenchMeta }>(`select value from bench_meta where key = 'dataset'`);
  return rows.rows[0]?.value ?? null;
}

/** Writes the marker (last step of a generation). */
export async function writeMeta(client: SqlClient, meta: BenchMeta): Promise<void> {
  await client.query(`create table if not exists bench_meta (key text primary key, value jsonb not null)`);
  await client.query(
    `insert into bench_meta (key, value) values ('dataset', $1)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(meta)],
  );
}

/** Whether the database holds accounts that the benchmark did not generate (no marker). */
export async function hasForeignData(client: SqlClient): Promise<boolean> {
  const table = await client.query(`select to_regclass('public.accounts') as t`);
  if (!table.rows[0]?.t) return false;
  const rows = await client.query('select exists (select 1 from accounts) as any');
  return rows.rows[0]?.any === true;
}

export { databaseName };

/**
 * Drops the database when it exists. Refuses unless its name contains `bench` (as {@link recreateDatabase}).
 */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!name.includes('bench'))
    throw new Error(`Refusing to drop database '${name}': its name lacks 'bench'.`);
  await withMaintenance(url, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}
