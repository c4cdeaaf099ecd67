import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, identities } from '../db/schema';
import { ApiError } from '../http/errors';
import { verifyPassword } from './passwords';

/**
 * Checks an email + password against the stored identity.
 * @returns the identity id
 * @throws ApiError WrongCredentials (401) for an unknown email or a wrong password
 */
export async function verifyPasswordIdentity(db: Executor, email: string, password: string): Promise<string> {
  const [identity] = await db
    .select({ id: identities.id, passwordHash: identities.passwordHash })
    .from(identities)
    .where(and(eq(identities.email, email), eq(identities.provider, 'password')));
  if (!identity?.passwordHash || !(await verifyPassword(identity.passwordHash, password))) {
    throw new ApiError('WrongCredentials');
  }
  return identity.id;
}

/** The account of an identity, or undefined. */
export async function findAccountByIdentity(db: Executor, identityId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.identityId, identityId));
  return account;
}
