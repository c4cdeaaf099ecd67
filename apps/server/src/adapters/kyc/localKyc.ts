import type { KeyObject } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { KycAdapter } from './kyc';

const SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * The embedded, development-only verifier: the session is a signed token bound to the account, and the
 * local page `/kyc/local` confirms it. It proves nothing about a person, so production refuses it unless
 * KYC_LOCAL_IN_PRODUCTION is set.
 */
export function localKyc(secret: KeyObject): KycAdapter {
  const key = secret.export();
  const sign = createSigner({ key, algorithm: 'HS256', aud: 'kyc', expiresIn: SESSION_TTL_MS });
  const verify = createVerifier({ key, algorithms: ['HS256'], allowedAud: 'kyc' });
  return {
    async createSession(accountId) {
      return { session: sign({ sub: accountId }), verificationUrl: '/kyc/local' };
    },
    async isVerified(accountId, session) {
      try {
        return verify(session).sub === accountId;
      } catch {
        return false;
      }
    },
  };
}
