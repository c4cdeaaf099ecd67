/**
 * The visibility rules in SQL, each written once as text (no imports, so any module may use them): the
 * skeletons' named statements (skeletons/), hydration's re-post flag and the block check of
 * policies/visibility.ts build on them. The read pipeline's rules stage applies the same rules to hydrated
 * posts (policies/hiddenPosts.ts), so a page never shows what a skeleton let through a moment before a write.
 */

/** SQL: the post of table alias `post` is active (not deleted). */
export const activePostSql = (post: string) => `${post}.status = 'Active'`;

/** SQL: the account of table alias `account` is active (neither banned nor deleted). */
export const activeAccountSql = (account: string) => `${account}.status = 'Active'`;

/** SQL: accounts `a` and `b` (SQL expressions: placeholders or columns) block each other in either direction. */
export const blockedEitherWaySql = (a: string, b: string) =>
  `exists (select 1 from blocks blk where (blk.blocker_id = ${a} and blk.blocked_id = ${b})
     or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;
