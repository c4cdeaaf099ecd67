import type { KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { KycAdapter } from './kyc';

const SESSION_TTL_S = 30 * 60;

/**
 * The embedded, development-only verifier: the session is a signed token bound to the account, and the
 * local page `/kyc/local` confirms it. It proves nothing about a person, so production refuses it unless
 * KYC_LOCAL_IN_PRODUCTION is set.
 */
export function localKyc(secret: KeyObject): KycAdapter {
  return {
    async createSession(accountId) {
      const session = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setAudience('kyc')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + SESSION_TTL_S)
        .sign(secret);
      return { session, verificationUrl: '/kyc/local' };
    },
    async isVerified(accountId, session) {
      try {
        const { payload } = await jwtVerify(session, secret, { audience: 'kyc' });
        return payload.sub === accountId;
      } catch {
        return false;
      }
    },
  };
}
