import { REFERENCE_COUNTERS, typesRaising } from '@rep/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { accounts, follows, likes, posts } from '../db/schema';

const COUNTER_COLUMNS = { numComment: 'num_comment', numQuote: 'num_quote', numRerep: 'num_rerep' } as const;

/**
 * Before posts are marked deleted: lowers the counters their references raised on other posts
 * (numComment, numQuote, numRerep; which type raises which comes from the shared REFERENCE_RULES),
 * set-based, one statement per counter.
 * @param where selects the active posts about to be deleted
 */
export async function retractReferenceCounts(tx: Tx, where: SQL): Promise<void> {
  for (const counter of REFERENCE_COUNTERS) {
    const column = sql.identifier(COUNTER_COLUMNS[counter]);
    await tx.execute(sql`update ${posts} p set ${column} = greatest(p.${column} - r.n, 0)
      from (select ref_id, count(*)::int as n from ${posts}
            where ${where} and status = 'Active' and ref_id is not null and ${inArray(posts.postType, typesRaising(counter))}
            group by ref_id) r
      where p.id = r.ref_id`);
  }
}

/** Recomputes every post's numLike, numComment, numQuote and numRerep from the rows (after bulk inserts). */
export async function recountPostCounters(tx: Tx): Promise<void> {
  const [comment, quote, rerep] = REFERENCE_COUNTERS.map((counter) =>
    inArray(sql`c.post_type`, typesRaising(counter)),
  );
  await tx.execute(sql`update ${posts} p set
    num_like = (select count(*) from ${likes} l where l.post_id = p.id),
    num_comment = (select count(*) from ${posts} c where c.ref_id = p.id and c.status = 'Active' and ${comment}),
    num_quote = (select count(*) from ${posts} c where c.ref_id = p.id and c.status = 'Active' and ${quote}),
    num_rerep = (select count(*) from ${posts} c where c.ref_id = p.id and c.status = 'Active' and ${rerep})`);
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
