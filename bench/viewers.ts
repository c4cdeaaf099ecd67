/**
 * The generated accounts the load runs act as: their ids, and access tokens signed with the run's JWT_SECRET
 * (the server's own signing function), so no request needs a sign-in and every viewer can be another account.
 */
import { createSecretKey } from 'node:crypto';
import { signAccessToken } from '../apps/server/src/auth/tokens';
import type { SqlClient } from './sql';

/**
 * Ids of the first `count` active generated accounts (in id order: low account numbers are the prolific,
 * popular ones of the generator's skew).
 * @throws Error when the dataset has fewer
 */
export async function activeAccountIds(client: SqlClient, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from accounts where status = 'Active' and id ~ '^client[|]b[0-9]+$' order by id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`The dataset has ${rows.length} active accounts, ${count} needed`);
  return rows.map((row) => row.id);
}

/**
 * Signs access tokens for account ids with `jwtSecret`. Access tokens live 15 minutes, so each phase of a
 * run signs its own just before it starts.
 */
export function tokenSigner(jwtSecret: string): (accountIds: readonly string[]) => string[] {
  const key = createSecretKey(new TextEncoder().encode(jwtSecret));
  return (accountIds) => accountIds.map((id) => signAccessToken(key, id));
}

/** Hands out the items in turn (wrapping around) and counts how many it handed out. */
export function rotation<T>(items: readonly T[]): { next: () => T; handedOut: () => number } {
  let given = 0;
  return {
    next: () => items[given++ % items.length]!,
    handedOut: () => given,
  };
}
