import type { Role } from '@rep/shared';
import { createWallet } from '../auth/wallet';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts } from '../db/schema';
import { ApiError } from '../http/errors';
import { newAccountId } from '../ids';

/** Input of {@link createAccount}. */
export interface NewAccount {
  identityId: string;
  firstName: string;
  lastName: string;
  role?: Role;
  bio?: string;
  avatar?: string | null;
  username?: string | null;
  createdAt?: Date;
}

/**
 * Creates the Rep account of an identity: id `client|…`, a new secp256k1 wallet whose private key is
 * encrypted at rest, display name from first and last name (SPEC §3).
 * @throws ApiError AccountExists (409) when the identity already has an account
 */
export async function createAccount(db: Executor, masterKey: Buffer, input: NewAccount) {
  const wallet = createWallet(masterKey);
  try {
    const [account] = await db
      .insert(accounts)
      .values({
        id: newAccountId(),
        identityId: input.identityId,
        about: { firstName: input.firstName, lastName: input.lastName },
        role: input.role ?? 'Non',
        bio: input.bio ?? '',
        avatar: input.avatar ?? null,
        username: input.username ?? null,
        walletAddress: wallet.address,
        privateKeyEnc: wallet.privateKeyEnc,
        dataKeyEnc: wallet.dataKeyEnc,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning();
    return account!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('AccountExists');
    throw error;
  }
}
