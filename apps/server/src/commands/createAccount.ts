import { handleFromName, handleWithSuffix, type Role } from '@rep/shared';
import { inArray } from 'drizzle-orm';
import { createWallet } from '../auth/wallet';
import type { Executor } from '../db/client';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
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
  /** The handle; derived from the name (made unique with a numeric suffix) when absent. */
  username?: string | null;
  createdAt?: Date;
}

const USERNAME_CONSTRAINT = 'accounts_username_unique';
/** Derived handles tried before giving up when concurrent sign-ups keep taking the chosen one. */
const HANDLE_ATTEMPTS = 3;
/** Handles looked up at once when choosing a derived one. */
const HANDLE_BATCH = 20;

/** The first free handle among `base`, `base2`, `base3`, …, looked up by batches on the unique index. */
async function freeHandle(db: Executor, base: string): Promise<string> {
  for (let first = 1; ; first += HANDLE_BATCH) {
    const candidates = Array.from({ length: HANDLE_BATCH }, (_, i) => handleWithSuffix(base, first + i));
    const rows = await db
      .select({ username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, candidates));
    const taken = new Set(rows.map((row) => row.username));
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/**
 * Creates the Rep account of an identity: id `client|…`, a unique handle (given, or derived from the name:
 * `first.last`, then `first.last2`, …), a new secp256k1 wallet whose private key is encrypted at rest, display
 * name from first and last name (SPEC §3). The insert runs in its own transaction (a savepoint inside a
 * caller's), so a derived handle taken by a concurrent sign-up is retried with the next one.
 * @throws ApiError AccountExists (409) when the identity already has an account; UsernameTaken (409) when a
 * given handle is taken
 */
export async function createAccount(db: Executor, masterKey: Buffer, input: NewAccount) {
  const wallet = createWallet(masterKey);
  for (let attempt = 1; ; attempt++) {
    const username =
      input.username ?? (await freeHandle(db, handleFromName(input.firstName, input.lastName)));
    try {
      return await db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            id: newAccountId(),
            identityId: input.identityId,
            about: { firstName: input.firstName, lastName: input.lastName },
            role: input.role ?? 'Non',
            bio: input.bio ?? '',
            avatar: input.avatar ?? null,
            username,
            walletAddress: wallet.address,
            privateKeyEnc: wallet.privateKeyEnc,
            dataKeyEnc: wallet.dataKeyEnc,
            ...(input.createdAt ? { createdAt: input.createdAt } : {}),
          })
          .returning();
        return account!;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) !== USERNAME_CONSTRAINT) throw new ApiError('AccountExists');
      if (input.username || attempt >= HANDLE_ATTEMPTS) throw new ApiError('UsernameTaken');
    }
  }
}
