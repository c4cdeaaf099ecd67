import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, feedback, posts, reports } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';

/**
 * Stores a report of a post or an account for admins (SPEC §7 /api/report).
 * @returns the report id and the `ReportFiled` event
 * @throws ApiError PostNotFound (404) when the post does not exist or is deleted; AccountNotFound (404) when
 * the account does not exist or is deleted
 */
export async function createReport(
  db: Db,
  reporterId: string,
  input: { postId?: string; accountId?: string; reason: string },
) {
  if (input.postId) {
    const [post] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.status, 'Active')));
    if (!post) throw new ApiError('PostNotFound');
  }
  if (input.accountId) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, input.accountId), ne(accounts.status, 'Deleted')));
    if (!account) throw new ApiError('AccountNotFound');
  }
  const postId = input.postId ?? null;
  const accountId = input.accountId ?? null;
  return commandTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({ reporterId, postId, accountId, reason: input.reason })
      .returning({ id: reports.id });
    const id = row!.id;
    return { id, events: [{ type: 'ReportFiled' as const, reportId: id, reporterId, postId, accountId }] };
  });
}

/** Stores feedback for admins (SPEC §7 /feedback). @returns the feedback id */
export async function createFeedback(db: Db, accountId: string | null, message: string): Promise<number> {
  const [row] = await db.insert(feedback).values({ accountId, message }).returning({ id: feedback.id });
  return row!.id;
}
