/** Where the embedded development verifier lives (`verificationUrl` of /auth/create-verisoul). */
const LOCAL_VERIFIER = '/kyc/local';
/** The session handed to a third-party host, kept for the way back. */
const PENDING_KEY = 'rep.kycPendingSession';

export const isLocalVerifier = (verificationUrl: string): boolean =>
  verificationUrl.startsWith(LOCAL_VERIFIER);

/**
 * The third-party host's page for a session (SPEC §7: `session_id` and `redirect_url`). The session is kept
 * in sessionStorage so /kyc can submit it when the host sends the person back.
 */
export function hostedVerificationUrl(
  verification: { session: string; verificationUrl: string },
  returnTo: string,
): string {
  try {
    sessionStorage.setItem(PENDING_KEY, verification.session);
  } catch {
    // Storage failure: the person starts again on return.
  }
  const url = new URL(verification.verificationUrl, window.location.origin);
  url.searchParams.set('session_id', verification.session);
  url.searchParams.set('redirect_url', new URL(returnTo, window.location.origin).toString());
  return url.toString();
}

/** The session handed to a host before leaving for it, once. */
export function takePendingSession(): string | null {
  try {
    const session = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return session;
  } catch {
    return null;
  }
}
