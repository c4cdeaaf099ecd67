/**
 * Identity verification (KYC) adapter (DESIGN.md "Embedded defaults and vendor adapters"). The web app
 * opens `verificationUrl` with `session_id` and `redirect_url` (SPEC §7); on return it submits the session.
 */
export interface KycAdapter {
  /** Starts a verification session for an account; `verificationUrl` is where the user verifies. */
  createSession(accountId: string): Promise<{ session: string; verificationUrl: string }>;
  /** True when the session belongs to the account and the provider says the person is verified. */
  isVerified(accountId: string, session: string): Promise<boolean>;
}
