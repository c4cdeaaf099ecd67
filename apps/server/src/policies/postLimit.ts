import type { PostLimitInfo, Role } from '@rep/shared';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { posts } from '../db/schema';

/** The daily post allowance of a KYC role, configurable through POST_LIMIT_* (SPEC §3 "Post limit"). */
export function dailyPostLimit(config: Config, role: Role): number {
  const limits: Record<Role, number> = {
    Non: config.POST_LIMIT_NON,
    Silver: config.POST_LIMIT_SILVER,
    Gold: config.POST_LIMIT_GOLD,
    SysAdmin: config.POST_LIMIT_SYSADMIN,
  };
  return limits[role];
}

/**
 * `{limit, available}` for today (UTC): the role's allowance minus the posts created since midnight UTC,
 * floor 0. One index range count on posts(account_id, created_at).
 */
export async function postLimitInfo(
  db: Executor,
  config: Config,
  accountId: string,
  role: Role,
): Promise<PostLimitInfo> {
  const limit = dailyPostLimit(config, role);
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.accountId, accountId),
        gte(posts.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
      ),
    );
  return { limit, available: Math.max(0, limit - (row?.n ?? 0)) };
}
