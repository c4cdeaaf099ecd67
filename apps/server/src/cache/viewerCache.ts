import type { Role } from '@rep/shared';
import { LRUCache } from 'lru-cache';
import type { AccountStatus } from '../db/schema';
import { FLAG_KINDS, type KnownFlags } from '../hydration/viewerFlags';
import { type ChangeLog, changeKeys } from './changeLog';

/**
 * What one caller has done that every page shows them: whom they follow and block and who follows and
 * blocks them, their likes, bookmarks, re-posts and votes (Mastodon's relationships and status flags),
 * read with the account so a page needs no per-viewer query. A kind is null when the caller has more than
 * {@link VIEWER_STATE_MAX} of it; pages then read that viewer's flags from the database.
 */
export interface ViewerState extends KnownFlags {
  /** Accounts the caller blocks or is blocked by (the feeds leave their posts out). */
  blocked: ReadonlySet<string> | null;
}

/** Most ids of one kind the viewer loader reads into {@link ViewerState}. */
export const VIEWER_STATE_MAX = 1000;

/** A signed-in caller's account as authorisation reads it, with its state when the cache loads it. */
export interface ViewerAccount {
  role: Role;
  status: AccountStatus;
  state?: ViewerState;
}

interface Entry extends ViewerAccount {
  mark: number;
}

/** Rough bytes of an entry: a base, and per id held in its state. */
function entrySize(entry: Entry): number {
  let ids = 0;
  for (const kind of FLAG_KINDS) ids += entry.state?.[kind]?.size ?? 0;
  return 300 + ids * 64;
}

/** Most tokens remembered per process. */
const MAX_TOKENS = 100_000;

/** A verified access token: its account and when it expires (ms since the epoch). */
export interface VerifiedToken {
  accountId: string;
  expiresAt: number;
}

/**
 * Signed-in callers, so a repeat request needs neither a signature check nor a query to authorise:
 * - verified access tokens until they expire (a verification costs about as much as serving a cached page);
 * - accounts' role, status and {@link ViewerState}, correct through the change log: the caller's own
 *   writes, a role change, ban, KYC, deletion, a follow or block of them, or an admin deleting their post
 *   records `viewer:<id>` and the next request reloads the account (a ban still takes effect on the next
 *   request). These entries live at most `ttlMs`, within a memory budget.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly tokens = new LRUCache<string, string>({ max: MAX_TOKENS });

  /**
   * @param ttlMs longest life of an account entry, in ms
   * @param maxBytes memory budget of the account entries, in bytes
   */
  constructor(
    private readonly changes: ChangeLog,
    ttlMs: number,
    maxBytes: number,
  ) {
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entrySize, ttl: ttlMs });
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
    const current = this.peek(accountId);
    if (current) return current;
    const mark = this.changes.mark();
    const account = await load();
    if (account) this.entries.set(accountId, { ...account, mark });
    return account;
  }

  /** The cached account of `accountId` if its entry is current (no load). */
  peek(accountId: string): ViewerAccount | undefined {
    const entry = this.entries.get(accountId);
    return entry && !this.changes.outdated(changeKeys.viewer(accountId), entry.mark) ? entry : undefined;
  }

  /** The state of `accountId` if a current entry holds it (no load): what {@link get} loaded this request. */
  peekState(accountId: string): ViewerState | null {
    return this.peek(accountId)?.state ?? null;
  }
}
