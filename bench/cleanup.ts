/**
 * Takes back what runs wrote through the API (posts, likes, follows created since the dataset was
 * generated, so an interrupted run's writes go too), with the counters those writes raised and the
 * notifications the server's processors made of them, so every run starts from the same dataset.
 */
import type { SqlClient } from './sql';

/**
 * Deletes posts, likes and follows created at or after `since` (the end of the dataset's generation: the
 * generated rows are all older, the fan-out account's follows are dated long before), lowers the counters
 * they raised and deletes the notifications made since (a like taken back and made again by the next run
 * would otherwise notify nobody: a notification is made once per cause). Answers the rows deleted.
 */
export async function removeRunWrites(
  client: SqlClient,
  since: Date,
): Promise<{ posts: number; likes: number; follows: number; notifications: number }> {
  await client.query('begin');
  try {
    const hasNotifications = await client.query<{ t: string | null }>(
      `select to_regclass('public.notifications')::text as t`,
    );
    const notifications = hasNotifications.rows[0]?.t
      ? (await client.query(`delete from notifications where created_at >= $1`, [since])).rowCount
      : 0;
    await client.query(
      `update posts p set num_like = p.num_like - c.n
       from (select post_id, count(*)::int as n from likes where created_at >= $1 group by post_id) c
       where p.id = c.post_id`,
      [since],
    );
    const likes = await client.query(`delete from likes where created_at >= $1`, [since]);
    await client.query(
      `update accounts a set num_following = a.num_following - c.n
       from (select follower_id, count(*)::int as n from follows where created_at >= $1 group by follower_id) c
       where a.id = c.follower_id`,
      [since],
    );
    await client.query(
      `update accounts a set num_follower = a.num_follower - c.n
       from (select followee_id, count(*)::int as n from follows where created_at >= $1 group by followee_id) c
       where a.id = c.followee_id`,
      [since],
    );
    const follows = await client.query(`delete from follows where created_at >= $1`, [since]);
    await client.query(
      `update accounts a set num_posts = a.num_posts - c.n
       from (select account_id, count(*)::int as n from posts where created_at >= $1 group by account_id) c
       where a.id = c.account_id`,
      [since],
    );
    const posts = await client.query(`delete from posts where created_at >= $1`, [since]);
    await client.query('commit');
    return { posts: posts.rowCount, likes: likes.rowCount, follows: follows.rowCount, notifications };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
