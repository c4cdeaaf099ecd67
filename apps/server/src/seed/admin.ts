import { eq } from 'drizzle-orm';
import { findAccountByIdentity } from '../auth/identity';
import { createAccount } from '../commands/createAccount';
import { registerIdentity } from '../commands/registerIdentity';
import type { AppContext } from '../context';
import { accounts, identities } from '../db/schema';

/**
 * Makes sure the ADMIN_EMAIL identity exists with a `SysAdmin` account (idempotent; an existing account
 * is promoted). The password is set only when the identity is created.
 */
export async function ensureAdmin(ctx: AppContext, email: string, password: string): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.email, normalised));
  const identityId = existing?.id ?? (await registerIdentity(ctx.db, normalised, password));
  const account = await findAccountByIdentity(ctx.db, identityId);
  if (account) {
    await ctx.db
      .update(accounts)
      .set({ role: 'SysAdmin', status: 'Active' })
      .where(eq(accounts.id, account.id));
    return account.id;
  }
  const created = await createAccount(ctx.db, ctx.secrets.masterKey, {
    identityId,
    firstName: 'Rep',
    lastName: 'Admin',
    role: 'SysAdmin',
  });
  return created.id;
}
