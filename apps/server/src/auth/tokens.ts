import type { KeyObject } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  type SessionPayload,
  STREAM_TOKEN_TTL_MS,
} from '@rep/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { AppContext } from '../context';
import { refreshTokens } from '../db/schema';
import { ApiError } from '../http/errors';
import { newTokenId } from '../ids';

type Tokens = Pick<SessionPayload, 'access' | 'refresh' | 'stream'>;
type Audience = 'access' | 'stream' | 'refresh';
const ISSUER = 'rep';
/** Claims every token must carry: a token without an expiry or issuer is refused (issue 12, finding 7). */
const REQUIRED_CLAIMS = ['exp', 'iss', 'aud', 'sub'];

/**
 * HS256 signers and verifiers per secret and audience, built once (fast-jwt: HMAC through node:crypto,
 * synchronous, see docs/DECISIONS.md "Footguns").
 */
const prepared = new WeakMap<KeyObject, Map<string, (token: string) => Record<string, unknown>>>();
const signers = new WeakMap<KeyObject, Map<string, (payload: Record<string, unknown>) => string>>();

function cached<T>(
  store: WeakMap<KeyObject, Map<string, T>>,
  secret: KeyObject,
  key: string,
  make: () => T,
): T {
  const bySecret = store.get(secret) ?? new Map<string, T>();
  store.set(secret, bySecret);
  const value = bySecret.get(key) ?? make();
  bySecret.set(key, value);
  return value;
}

const sign = (
  secret: KeyObject,
  claims: Record<string, unknown>,
  subject: string,
  ttlMs: number,
  audience: Audience,
): string =>
  cached(signers, secret, `${audience}|${ttlMs}`, () =>
    createSigner({ key: secret.export(), algorithm: 'HS256', iss: ISSUER, aud: audience, expiresIn: ttlMs }),
  )({ ...claims, sub: subject });

/**
 * Signs an access token (HS256, 15 min) for an account. Sessions get theirs from {@link issueTokens};
 * the benchmark signs tokens for generated accounts with the server's JWT_SECRET.
 * @returns the compact JWT
 */
export const signAccessToken = (secret: KeyObject, accountId: string): string =>
  sign(secret, {}, accountId, ACCESS_TOKEN_TTL_MS, 'access');

/**
 * Issues an access token (15 min), a stream token (realtime, 24 h) and a refresh token (30 days) whose
 * row is stored so rotation can detect reuse. `familyId` continues an existing family on rotation.
 */
export async function issueTokens(
  ctx: AppContext,
  accountId: string,
  familyId = newTokenId(),
): Promise<Tokens> {
  const jti = newTokenId();
  await ctx.db.insert(refreshTokens).values({
    id: jti,
    accountId,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const { jwtSecret } = ctx.secrets;
  return {
    access: signAccessToken(jwtSecret, accountId),
    stream: sign(jwtSecret, {}, accountId, STREAM_TOKEN_TTL_MS, 'stream'),
    refresh: sign(jwtSecret, { jti, fam: familyId }, accountId, REFRESH_TOKEN_TTL_MS, 'refresh'),
  };
}

/**
 * Verifies a token of the given audience and returns its account id.
 * @throws ApiError Unauthorized when the token is missing, expired, forged, of another audience, or lacks
 *   one of `exp`, `iss`, `aud`, `sub`
 */
export async function verifyToken(
  ctx: AppContext,
  token: string,
  audience: Audience,
): Promise<{ accountId: string; claims: Record<string, unknown> }> {
  const secret = ctx.secrets.jwtSecret;
  const verify = cached(prepared, secret, audience, () =>
    createVerifier({
      key: secret.export(),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: audience,
      // Without these a token missing `exp` would never expire and one missing `iss`/`aud` would pass.
      requiredClaims: REQUIRED_CLAIMS,
    }),
  );
  try {
    const payload = verify(token);
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    return { accountId: payload.sub, claims: payload };
  } catch {
    throw new ApiError('Unauthorized', 'Invalid or expired token');
  }
}

/**
 * Rotates a refresh token: marks it used and issues a new set in the same family. A token presented a
 * second time revokes its whole family (DESIGN.md "Auth").
 * @throws ApiError Unauthorized (bad token) or RefreshReused (reused or revoked)
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  refresh: string,
): Promise<{ accountId: string; tokens: Tokens }> {
  const { accountId, claims } = await verifyToken(ctx, refresh, 'refresh');
  const jti = String(claims.jti ?? '');
  const familyId = String(claims.fam ?? '');
  const now = new Date();
  const used = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, jti),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (used.length === 0) {
    await ctx.db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, familyId));
    throw new ApiError('RefreshReused');
  }
  return { accountId, tokens: await issueTokens(ctx, accountId, familyId) };
}

/**
 * Revokes the family of a refresh token (sign-out): it and every token rotated from or into it.
 * @throws ApiError Unauthorized when the token is forged, expired or not a refresh token
 */
export async function revokeRefreshFamily(ctx: AppContext, refresh: string): Promise<void> {
  const { claims } = await verifyToken(ctx, refresh, 'refresh');
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, String(claims.fam ?? '')), isNull(refreshTokens.revokedAt)));
}
