import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { accounts, follows, posts } from '../db/schema';

const COMMENT_TYPES = sql`('Reply', 'OutThreadReply', 'Answer', 'AnswerComment', 'ArticleComment', 'LiveScheduleComment')`;

/**
 * Before posts are marked deleted: lowers the counters their references raised on other posts
 * (numComment, numQuote, numRerep), set-based, one statement per counter.
 * @param where selects the active posts about to be deleted
 */
export async function retractReferenceCounts(tx: Tx, where: SQL): Promise<void> {
  const kinds = [
    { column: 'num_comment', types: COMMENT_TYPES },
    { column: 'num_quote', types: sql`('QuotePost')` },
    { column: 'num_rerep', types: sql`('RePost')` },
  ];
  for (const { column, types } of kinds) {
    await tx.execute(sql`update ${posts} p set ${sql.identifier(column)} = greatest(p.${sql.identifier(column)} - r.n, 0)
      from (select ref_id, count(*)::int as n from ${posts}
            where ${where} and status = 'Active' and ref_id is not null and post_type in ${types}
            group by ref_id) r
      where p.id = r.ref_id`);
  }
}

/**
 * Deletes follow rows and lowers both sides' counters (numFollowing, numFollower) in one update, so an
 * account on both sides of the removed rows is updated once.
 * @returns how many follows were removed
 */
export async function removeFollows(tx: Tx, where: SQL): Promise<number> {
  const removed = await queryRows<{ follower_id: string; followee_id: string }>(
    tx,
    sql`delete from ${follows} where ${where} returning follower_id, followee_id`,
  );
  if (removed.length === 0) return 0;
  const deltas = new Map<string, { following: number; follower: number }>();
  const entry = (id: string) => deltas.get(id) ?? deltas.set(id, { following: 0, follower: 0 }).get(id)!;
  for (const row of removed) {
    entry(row.follower_id).following += 1;
    entry(row.followee_id).follower += 1;
  }
  const rows = JSON.stringify([...deltas].map(([id, d]) => ({ id, ...d })));
  await tx.execute(sql`update ${accounts} a set
      num_following = greatest(a.num_following - d.following, 0),
      num_follower = greatest(a.num_follower - d.follower, 0)
    from jsonb_to_recordset(${rows}::jsonb) as d(id text, following int, follower int)
    where a.id = d.id`);
  return removed.length;
}
