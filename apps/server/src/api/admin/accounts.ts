import { type AdminAccount, apiEndpoints, ok } from '@rep/shared';
import { desc, eq, ilike, or } from 'drizzle-orm';
import { accounts, identities } from '../../db/schema';
import { defineRoute } from '../../http/route';
import { hydrateProfiles } from '../../hydration/profiles';
import { requireAdmin } from '../../policies/guards';
import { presentProfile } from '../../views/profile';

/** POST /api/admin/accounts {query, offset, limit}: every account (any status) with email, newest first. */
export default defineRoute(apiEndpoints.adminAccounts, async ({ input, viewer, ctx }) => {
  requireAdmin(viewer);
  const pattern = `%${input.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select({ id: accounts.id, email: identities.email, status: accounts.status })
    .from(accounts)
    .innerJoin(identities, eq(identities.id, accounts.identityId))
    .where(
      input.query
        ? or(
            ilike(accounts.searchName, pattern),
            ilike(identities.email, pattern),
            ilike(accounts.id, pattern),
          )
        : undefined,
    )
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .offset(input.offset)
    .limit(input.limit);
  const state = await hydrateProfiles(
    ctx.db,
    viewer.accountId,
    rows.map((row) => row.id),
  );
  const data: AdminAccount[] = [];
  for (const row of rows) {
    const profile = presentProfile(row.id, state);
    if (profile) data.push({ ...profile, email: row.email, accountStatus: row.status });
  }
  return ok(data);
});
