import type { Db } from '../db/client';
import { feedback, reports } from '../db/schema';

/** Stores a report of a post or an account for admins (SPEC §7 /api/report). @returns the report id */
export async function createReport(
  db: Db,
  reporterId: string,
  input: { postId?: string; accountId?: string; reason: string },
): Promise<number> {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId,
      postId: input.postId ?? null,
      accountId: input.accountId ?? null,
      reason: input.reason,
    })
    .returning({ id: reports.id });
  return row!.id;
}

/** Stores feedback for admins (SPEC §7 /feedback). @returns the feedback id */
export async function createFeedback(db: Db, accountId: string | null, message: string): Promise<number> {
  const [row] = await db.insert(feedback).values({ accountId, message }).returning({ id: feedback.id });
  return row!.id;
}
