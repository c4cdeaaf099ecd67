/**
 * The account whose posts measure fan-out: a generated-looking account followed by a fixed list of
 * accounts (10,000 at full size), added to the dataset with SQL, idempotently (a run finds it in place).
 */
import type { SqlClient } from './sql';

/** The fan-out account's ids (outside the generator's numbering, so regenerating never collides). */
export const FANOUT_ACCOUNT = {
  id: 'client|bfanout',
  identityId: 'password|bfanout',
  email: 'fanout@bench.rep.local',
  username: 'bench_fanout',
} as const;

/** When the fan-out account's follows are dated: older than every dataset (generated rows are recent). */
const SETUP_TIME = '2020-01-01T00:00:00Z';

/**
 * Creates the fan-out account when missing and makes every id of `followerIds` follow it (counters kept
 * true). Answers how many follows it added (0 when everything was in place).
 */
export async function ensureFanoutAccount(
  client: SqlClient,
  followerIds: readonly string[],
): Promise<number> {
  const { id, identityId, email, username } = FANOUT_ACCOUNT;
  await client.query('begin');
  try {
    await client.query(
      `insert into identities (id, provider, email, password_hash)
       values ($1, 'password', $2, '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$fanout')
       on conflict do nothing`,
      [identityId, email],
    );
    await client.query(
      `insert into accounts (id, identity_id, username, about, bio, role, wallet_address, private_key_enc,
         data_key_enc)
       values ($1, $2, $3, '{"firstName":"Fan","lastName":"Out"}', 'The bench''s fan-out account.', 'Gold',
         'eth|bench-fanout', 'bench-placeholder-fanout', 'bench-placeholder-fanout')
       on conflict do nothing`,
      [id, identityId, username],
    );
    // Dated before any generated dataset, so the clean-up of runs' writes (cleanup.ts) never takes them.
    const added = await client.query(
      `with added as (
         insert into follows (follower_id, followee_id, created_at)
         select follower, $2, $3 from unnest($1::text[]) follower
         on conflict do nothing
         returning follower_id)
       update accounts set num_following = num_following + 1 where id in (select follower_id from added)`,
      [followerIds, id, SETUP_TIME],
    );
    await client.query(`update follows set created_at = $2 where followee_id = $1 and created_at <> $2`, [
      id,
      SETUP_TIME,
    ]);
    await client.query(
      `update accounts set num_follower = (select count(*) from follows where followee_id = $1) where id = $1`,
      [id],
    );
    await client.query('commit');
    return added.rowCount;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
