import type { SessionPayload } from '@rep/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../http/errors';
import { issueTokens } from './tokens';
import { unwrapDataKey } from './wallet';

type SessionAccount = Pick<typeof accounts.$inferSelect, 'id' | 'privateKeyEnc' | 'dataKeyEnc'>;

/** Builds the session payload of SPEC §3 for an account: fresh tokens plus the wallet's encrypted key. */
export async function startSession(ctx: AppContext, account: SessionAccount): Promise<SessionPayload> {
  return sessionPayload(ctx, account, await issueTokens(ctx, account.id));
}

/** The session payload of SPEC §3 around already issued tokens (a new session or a rotation). */
export function sessionPayload(
  ctx: AppContext,
  account: SessionAccount,
  tokens: Pick<SessionPayload, 'access' | 'refresh' | 'stream'>,
): SessionPayload {
  return {
    ...tokens,
    accountId: account.id,
    encryptionKey: unwrapDataKey(ctx.secrets.masterKey, account.dataKeyEnc),
    privateKey: account.privateKeyEnc,
  };
}

/**
 * The account a session continues or links to, with what {@link sessionPayload} needs.
 * @throws ApiError Unauthorized 'Account no longer exists' for a missing or deleted account; AccountBanned
 */
export async function loadSessionAccount(ctx: AppContext, accountId: string): Promise<SessionAccount> {
  const [account] = await ctx.db
    .select({
      id: accounts.id,
      status: accounts.status,
      privateKeyEnc: accounts.privateKeyEnc,
      dataKeyEnc: accounts.dataKeyEnc,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || account.status === 'Deleted')
    throw new ApiError('Unauthorized', 'Account no longer exists');
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return account;
}
