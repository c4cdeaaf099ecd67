import type { SessionPayload } from '@rep/shared';
import type { AppContext } from '../context';
import type { accounts } from '../db/schema';
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
