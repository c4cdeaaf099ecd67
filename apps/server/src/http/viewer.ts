import type { Role } from '@rep/shared';
import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { AccountStatus } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { ApiError } from './errors';

/** The signed-in caller of a request. */
export interface Viewer {
  accountId: string;
  role: Role;
}

const viewerStatement = statement<{ role: Role; status: AccountStatus }>(
  'viewer',
  'select role, status from accounts where id = $1',
);

/**
 * Reads the bearer access token of a request and its account ({@link viewerOfToken}). Returns null when no
 * token is sent.
 * @throws ApiError Unauthorized (malformed header, bad token, deleted account) or AccountBanned
 */
export async function readViewer(ctx: AppContext, request: FastifyRequest): Promise<Viewer | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError('Unauthorized', 'Authorization header must be "Bearer <token>"');
  return viewerOfToken(ctx, match[1]);
}

/**
 * The account of an access token (verified once per token, `ctx.tokens`) with its role and status read
 * from the database, so a ban, a deletion or a role change takes effect on the very next request — or
 * socket handshake (realtime/auth.ts) — to any process.
 * @throws ApiError Unauthorized (bad or expired token, deleted account) or AccountBanned
 */
export async function viewerOfToken(ctx: AppContext, token: string): Promise<Viewer> {
  const accountId = await ctx.tokens.accountOf(token, async () => {
    const { accountId, claims } = await verifyToken(ctx, token, 'access');
    return { accountId, expiresAt: Number(claims.exp) * 1000 };
  });
  const [account] = await runStatement(ctx.db, viewerStatement, [accountId]);
  if (!account || account.status === 'Deleted')
    throw new ApiError('Unauthorized', 'Account no longer exists');
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return { accountId, role: account.role };
}
