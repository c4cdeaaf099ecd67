import { LRUCache } from 'lru-cache';

/** Most verified tokens remembered per process. */
const MAX_TOKENS = 100_000;

/** A verified access token: its account and when it expires (ms since the epoch). */
export interface VerifiedToken {
  accountId: string;
  expiresAt: number;
}

/**
 * Verified access tokens → account id, until each token expires (an LRU per process): a repeat request
 * skips the signature check. It holds nothing that can change: whether the account may still act (role,
 * ban, deletion) is read from the database on every request (http/viewer.ts).
 */
export class TokenCache {
  private readonly tokens = new LRUCache<string, string>({ max: MAX_TOKENS });

  /**
   * The account id of an access token, verified by `verify` on first sight and remembered until it expires.
   * @throws whatever `verify` throws for a bad token (bad tokens are not remembered)
   */
  async accountOf(token: string, verify: () => Promise<VerifiedToken>): Promise<string> {
    const known = this.tokens.get(token);
    if (known) return known;
    const { accountId, expiresAt } = await verify();
    const ttl = expiresAt - Date.now();
    if (ttl > 0) this.tokens.set(token, accountId, { ttl });
    return accountId;
  }
}
