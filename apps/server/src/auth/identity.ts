import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, identities } from '../db/schema';
import { ApiError } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';

let dummy: Promise<string> | undefined;
/** An argon2 hash of a random password, made once with the same parameters as real ones. */
const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  return dummy;
};

/**
 * Checks an email + password against the stored identity, with one argon2 verification either way (a
 * dummy hash for an unknown email).
 * @returns the identity id
 * @throws ApiError WrongCredentials (401) for an unknown email or a wrong password
 */
export async function verifyPasswordIdentity(db: Executor, email: string, password: string): Promise<string> {
  const [identity] = await db
    .select({ id: identities.id, passwordHash: identities.passwordHash })
    .from(identities)
    .where(and(eq(identities.email, email), eq(identities.provider, 'password')));
  // An unknown email is checked against a dummy hash, so it takes as long as a wrong password and the
  // answer time does not tell which emails have an identity (issue 12, finding 9).
  const passwordHash = identity?.passwordHash;
  const matches = await verifyPassword(passwordHash ?? (await dummyHash()), password);
  if (!identity || !passwordHash || !matches) throw new ApiError('WrongCredentials');
  return identity.id;
}

/** The account of an identity, or undefined. */
export async function findAccountByIdentity(db: Executor, identityId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.identityId, identityId));
  return account;
}
