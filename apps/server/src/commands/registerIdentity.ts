import { hashPassword } from '../auth/passwords';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { identities } from '../db/schema';
import { ApiError } from '../http/errors';
import { newIdentityId } from '../ids';

/**
 * Creates an email + password identity (POST /auth/register).
 * @returns the identity id (the `userId` of sign-up)
 * @throws ApiError EmailTaken (409) when the email is registered
 */
export async function registerIdentity(db: Executor, email: string, password: string): Promise<string> {
  const id = newIdentityId('password');
  const passwordHash = await hashPassword(password);
  try {
    await db.insert(identities).values({ id, provider: 'password', email, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('EmailTaken');
    throw error;
  }
  return id;
}
