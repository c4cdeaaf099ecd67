/**
 * The benchmark's own user: registered through the real API (register → sign-in 404 → sign-up) on every
 * run, then made to follow ~200 generated accounts with SQL (10 % of them popular, prolific accounts).
 */
import type pg from 'pg';
import { postJson } from './server';

export const RUNNER = {
  email: 'bench-runner@bench.rep.local',
  password: 'BenchPass123',
  firstName: 'Bench',
  lastName: 'Runner',
} as const;

/**
 * Removes the runner of an earlier run (its follows, tokens, likes, bookmarks, account and identity) and
 * fixes the followees' counters. The server's secrets live in a temporary DATA_DIR, so the old account's
 * wallet key could not be unwrapped by today's server anyway.
 */
export async function removeRunner(client: pg.ClientBase): Promise<void> {
  await client.query('begin');
  try {
    const found = await client.query<{ id: string }>(
      `select a.id from accounts a join identities i on i.id = a.identity_id where i.email = $1`,
      [RUNNER.email],
    );
    const id = found.rows[0]?.id;
    if (id) {
      await client.query(
        `update accounts set num_follower = num_follower - 1
         where id in (select followee_id from follows where follower_id = $1)`,
        [id],
      );
      await client.query(
        `update accounts set num_following = num_following - 1
         where id in (select follower_id from follows where followee_id = $1)`,
        [id],
      );
      await client.query(`delete from follows where follower_id = $1 or followee_id = $1`, [id]);
      await client.query(`delete from likes where account_id = $1`, [id]);
      await client.query(`delete from bookmarks where account_id = $1`, [id]);
      await client.query(`delete from refresh_tokens where account_id = $1`, [id]);
      await client.query(`delete from accounts where id = $1`, [id]);
    }
    await client.query(`delete from identities where email = $1`, [RUNNER.email]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(
      `Could not remove the previous bench runner (${(error as Error).message}); run with --regenerate.`,
    );
  }
}

/** Registers and signs up the runner through the API; answers its account id and access token. */
export async function createRunner(baseUrl: string): Promise<{ accountId: string; token: string }> {
  const register = await postJson(`${baseUrl}/auth/register`, {
    email: RUNNER.email,
    password: RUNNER.password,
  });
  if (register.status !== 200) {
    throw new Error(`POST /auth/register answered ${register.status}: ${JSON.stringify(register.body)}`);
  }
  const credentials = { email: RUNNER.email, password: RUNNER.password };
  const signIn = await postJson(`${baseUrl}/auth/sign-in/`, { provider: 'password', payload: credentials });
  const userId = (signIn.body.data as { userId?: string } | undefined)?.userId;
  if (signIn.status !== 404 || !userId) {
    throw new Error(`POST /auth/sign-in/ should answer 404 with data.userId, got ${signIn.status}`);
  }
  const signUp = await postJson(`${baseUrl}/auth/sign-up`, {
    userId,
    provider: 'password',
    payload: { ...credentials, firstName: RUNNER.firstName, lastName: RUNNER.lastName },
  });
  const session = signUp.body.data as { access?: string; accountId?: string } | undefined;
  if (signUp.status !== 200 || !session?.access || !session.accountId) {
    throw new Error(`POST /auth/sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  }
  return { accountId: session.accountId, token: session.access };
}

/**
 * Makes the runner follow `count` accounts: 10 % among the 100 most prolific/popular accounts (low
 * numbers), the rest spread evenly over all accounts. Returns the number of follows.
 */
export async function followAccounts(
  client: pg.ClientBase,
  runnerId: string,
  accounts: number,
  count: number,
): Promise<number> {
  const popular = Math.round(count / 10);
  const spread = count - popular;
  const step = Math.max(1, Math.floor(accounts / spread));
  const result = await client.query(
    `with targets as (
       select distinct bench.account_id(a) as id from (
         select (k * 7) % 100 as a from generate_series(1, $2::int) k
         union all
         select 100 + ((k * $4::bigint) % ($5::bigint - 100)) from generate_series(1, $3::int) k) t)
     insert into follows (follower_id, followee_id)
     select $1, targets.id from targets join accounts on accounts.id = targets.id
     on conflict do nothing`,
    [runnerId, popular, spread, step, accounts],
  );
  const n = result.rowCount ?? 0;
  await client.query(
    `update accounts set num_follower = num_follower + 1
     where id in (select followee_id from follows where follower_id = $1)`,
    [runnerId],
  );
  await client.query(`update accounts set num_following = $2 where id = $1`, [runnerId, n]);
  return n;
}
