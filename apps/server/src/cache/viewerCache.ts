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

/**
 * Callers' role and status, so a request needs no query to authorise. Correct through the change log:
 * a role change, ban, KYC or deletion records `viewer:<id>`, and the next request reloads the account
 * (a ban still takes effect on the next request). Entries live at most `ttlMs`.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly changes: ChangeLog,
    ttlMs: number,
  ) {
    this.entries = new LRUCache<string, Entry>({ max: MAX_VIEWERS, ttl: ttlMs });
  }

  /** The cached account of `accountId`, or loads and caches it (undefined when there is none). */
  async get(
    accountId: string,
    load: () => Promise<ViewerAccount | undefined>,
  ): Promise<ViewerAccount | undefined> {
    const entry = this.entries.get(accountId);
    if (entry && !this.changedSince(accountId, entry.mark)) return entry;
    const mark = this.changes.mark();
    const account = await load();
    if (account) this.entries.set(accountId, { role: account.role, status: account.status, mark });
    return account;
  }

  private changedSince(accountId: string, mark: number): boolean {
    return (
      this.changes.changedSince(changeKeys.viewer(accountId), mark) ||
      this.changes.changedSince(changeKeys.everything, mark)
    );
  }
}
