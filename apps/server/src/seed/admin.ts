import { eq, sql } from 'drizzle-orm';
import { findAccountByIdentity } from '../auth/identity';
import { verifyPassword } from '../auth/passwords';
import { createAccount } from '../commands/createAccount';
import { registerIdentity } from '../commands/registerIdentity';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { accounts, identities } from '../db/schema';

/**
 * What {@link ensureAdmin} did: the SysAdmin's account id, or why it refused (a sentence for the start log
 * that names ADMIN_EMAIL and says what the operator can do).
 */
export type AdminOutcome = { status: 'ready'; accountId: string } | { status: 'refused'; message: string };

/**
 * Makes sure the ADMIN_EMAIL identity exists with a `SysAdmin` account (idempotent, run on every start).
 * A new identity gets ADMIN_PASSWORD. An existing identity is promoted only when its password is
 * ADMIN_PASSWORD: anyone may register an address before the operator starts with it (security finding 1,
 * admin takeover), so an identity without that password is left as it is and the outcome says so. Processes
 * starting together take turns (an advisory lock), so they find one admin rather than fail on each other's.
 */
export async function ensureAdmin(ctx: AppContext, email: string, password: string): Promise<AdminOutcome> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rep:admin'))`);
    return ensureAdminIn(tx, ctx.secrets.masterKey, email, password);
  });
}

async function ensureAdminIn(
  db: Tx,
  masterKey: Buffer,
  email: string,
  password: string,
): Promise<AdminOutcome> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: identities.id, passwordHash: identities.passwordHash })
    .from(identities)
    .where(eq(identities.email, normalised));
  if (existing && !(existing.passwordHash && (await verifyPassword(existing.passwordHash, password)))) {
    return {
      status: 'refused',
      message:
        `ADMIN_EMAIL ${normalised} is already registered with another password, so it was not made SysAdmin ` +
        '(someone may have registered the address first). Set ADMIN_PASSWORD to that identity’s password, ' +
        'or choose another ADMIN_EMAIL.',
    };
  }
  const identityId = existing?.id ?? (await registerIdentity(db, normalised, password));
  const account = await findAccountByIdentity(db, identityId);
  if (account) {
    await db.update(accounts).set({ role: 'SysAdmin', status: 'Active' }).where(eq(accounts.id, account.id));
    return { status: 'ready', accountId: account.id };
  }
  const created = await createAccount(db, masterKey, {
    identityId,
    firstName: 'Rep',
    lastName: 'Admin',
    role: 'SysAdmin',
  });
  return { status: 'ready', accountId: created.id };
}
