/**
 * What the mixed workload reads, likes and follows, chosen once per run from the dataset with SQL, most
 * wanted first (the workload draws them Zipf-like): the threads with the most replies, the newest posts,
 * the most followed accounts.
 */
import type { SqlClient } from './sql';

/** Ids the mixed workload draws its targets from (its viewers come apart, with their tokens). */
export interface DatasetTargets {
  threadIds: string[];
  likeIds: string[];
  accountIds: string[];
}

/**
 * Loads up to 2,000 threads (active posts with active replies, most replies first), 20,000 newest active
 * posts other than replies and 20,000 active accounts, most followed first.
 * @throws Error when the dataset has no thread
 */
export async function loadTargets(client: SqlClient): Promise<DatasetTargets> {
  const threads = await client.query<{ id: string }>(
    `select r.ref_id as id from posts r join posts p on p.id = r.ref_id
     where r.post_type = 'Reply' and r.status = 'Active' and p.status = 'Active'
     group by r.ref_id order by count(*) desc, r.ref_id limit 2000`,
  );
  const liked = await client.query<{ id: string }>(
    `select id from posts where status = 'Active' and post_type <> 'Reply'
     order by created_at desc, id desc limit 20000`,
  );
  const accounts = await client.query<{ id: string }>(
    `select id from accounts where status = 'Active' and id ~ '^client[|]b[0-9]+$'
     order by num_follower desc, id limit 20000`,
  );
  if (!threads.rows.length) throw new Error('The dataset has no thread with replies; run with --regenerate.');
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return { threadIds: ids(threads.rows), likeIds: ids(liked.rows), accountIds: ids(accounts.rows) };
}
