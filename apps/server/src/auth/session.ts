import type { SessionPayload } from '@rep/shared';
import type { AppContext } from '../context';
import type { accounts } from '../db/schema';
import { issueTokens } from './tokens';
import { unwrapDataKey } from './wallet';

/** Builds the session payload of SPEC §3 for an account: fresh tokens plus the wallet's encrypted key. */
export async function startSession(
  ctx: AppContext,
  account: Pick<typeof accounts.$inferSelect, 'id' | 'privateKeyEnc' | 'dataKeyEnc'>,
): Promise<SessionPayload> {
  const tokens = await issueTokens(ctx, account.id);
  return {
    ...tokens,
    accountId: account.id,
    encryptionKey: unwrapDataKey(ctx.secrets.masterKey, account.dataKeyEnc),
    privateKey: account.privateKeyEnc,
  };
}
