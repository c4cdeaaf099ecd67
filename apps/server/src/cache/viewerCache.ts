import type { Role } from '@rep/shared';
import { LRUCache } from 'lru-cache';
import type { AccountStatus } from '../db/schema';
import { type ChangeLog, changeKeys } from './changeLog';

/** A signed-in caller's account as authorisation reads it. */
export interface ViewerAccount {
  role: Role;
  status: AccountStatus;
}

interface Entry extends ViewerAccount {
  mark: number;
}

/** Most callers remembered per process. */
const MAX_VIEWERS = 100_000;

/** A verified access token: its account and when it expires (ms since the epoch). */
export interface VerifiedToken {
  accountId: string;
  expiresAt: number;
}

/**
 * Signed-in callers, so a repeat request needs neither a signature check nor a query to authorise:
 * - verified access tokens until they expire (jose verifies HS256 through WebCrypto, an asynchronous call
 *   that costs about as much as serving a cached page);
 * - accounts' role and status, correct through the change log: a role change, ban, KYC or deletion
 *   records `viewer:<id>` and the next request reloads the account (a ban still takes effect on the next
 *   request). These entries live at most `ttlMs`.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly tokens = new LRUCache<string, string>({ max: MAX_VIEWERS });

  constructor(
    private readonly changes: ChangeLog,
    ttlMs: number,
  ) {
    this.entries = new LRUCache<string, Entry>({ max: MAX_VIEWERS, ttl: ttlMs });
  }

  /**
   * The account id of an access token, verified by `verify` on first sight.
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

  /** The cached account of `accountId`, or loads and caches it (undefined when there is none). */
  async get(
    accountId: string,
    load: () => Promise<ViewerAccount | undefined>,
  ): Promise<ViewerAccount | undefined> {
    const entry = this.entries.get(accountId);
    if (entry && !this.changes.outdated(changeKeys.viewer(accountId), entry.mark)) return entry;
    const mark = this.changes.mark();
    const account = await load();
    if (account) this.entries.set(accountId, { role: account.role, status: account.status, mark });
    return account;
  }
}
