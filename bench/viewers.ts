/**
 * Viewers for the "distinct viewers" routes: access tokens for generated accounts, signed with the JWT_SECRET
 * the bench gives the server, so every request of a run can come from another account (no per-viewer cache
 * hit until the list wraps around).
 */
import { createSecretKey } from 'node:crypto';
import type pg from 'pg';
import { signAccessToken } from '../apps/server/src/auth/tokens';

/** Access tokens of `count` active generated accounts (in id order), signed with `jwtSecret`. */
export async function viewerTokens(
  client: pg.ClientBase,
  jwtSecret: string,
  count: number,
): Promise<string[]> {
  const key = createSecretKey(new TextEncoder().encode(jwtSecret));
  const { rows } = await client.query<{ id: string }>(
    `select id from accounts where status = 'Active' order by id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`The dataset has ${rows.length} active accounts, ${count} needed`);
  return rows.map((row) => signAccessToken(key, row.id));
}

/** Hands out the tokens in turn (wrapping around) and counts how many it handed out. */
export function rotation(tokens: readonly string[]): { next: () => string; handedOut: () => number } {
  let given = 0;
  return {
    next: () => tokens[given++ % tokens.length]!,
    handedOut: () => given,
  };
}
