/**
 * The realtime scenario's database (bench/sockets.ts): a database of its own, made anew for each run, holding
 * only the accounts that connect sockets and one post of each (the post their notification is about). The
 * notification path reads by primary key (the post, the sender's name) and writes one row, so the size of
 * the main bench dataset would change little here, and this scenario needs no 6–9 minute generation.
 */
import { openPostgres } from '../apps/server/src/db/client';
import { recreateDatabase } from './db';
import type { SqlClient } from './sql';

/** The scenario's database unless BENCH_SOCKETS_DATABASE_URL says otherwise (dropped before and after). */
export const SOCKETS_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench_sockets';

/** Id of the scenario's account number `n` (0-based). */
export const socketAccountId = (n: number): string => `client|s${String(n).padStart(7, '0')}`;
/** Id of the one post of account number `n`. */
export const socketPostId = (n: number): string => `Rep_s${String(n).padStart(7, '0')}`;

/**
 * Creates the database anew and lets the server's own migrations build its schema (`openPostgres`).
 * @throws Error when the database name lacks `bench` (db.ts refuses to drop it)
 */
export async function createSocketsDatabase(url: string): Promise<void> {
  await recreateDatabase(url);
  const database = await openPostgres(url, 1);
  await database.close();
}

/**
 * Inserts `count` active accounts (with their identities) and one Standard post of each, numbered 0 to
 * count − 1 ({@link socketAccountId}, {@link socketPostId}). Answers the seconds it took.
 */
export async function seedSocketAccounts(client: SqlClient, count: number): Promise<number> {
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query(
      `insert into identities (id, provider, email, password_hash)
       select 'password|s' || lpad(n::text, 7, '0'), 'password', 'socket' || n || '@bench.rep.local',
         '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$sockets'
       from generate_series(0, $1::int - 1) n`,
      [count],
    );
    await client.query(
      `insert into accounts (id, identity_id, username, about, role, wallet_address, private_key_enc, data_key_enc,
         num_posts)
       select 'client|s' || lpad(n::text, 7, '0'), 'password|s' || lpad(n::text, 7, '0'), 'socket' || n,
         jsonb_build_object('firstName', 'Socket', 'lastName', 'N' || n), 'Silver', 'eth|socket' || n,
         'bench-placeholder', 'bench-placeholder', 1
       from generate_series(0, $1::int - 1) n`,
      [count],
    );
    await client.query(
      `insert into posts (id, account_id, community_id, body, post_type)
       select 'Rep_s' || lpad(n::text, 7, '0'), 'client|s' || lpad(n::text, 7, '0'), 'Rep',
         'A post to be liked by the realtime bench.', 'Standard'
       from generate_series(0, $1::int - 1) n`,
      [count],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
  return (performance.now() - started) / 1000;
}
