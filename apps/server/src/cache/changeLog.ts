/**
 * Names of what a write can change, as the read caches key their dependencies:
 * - `viewer:<id>`: what one account sees of the world (its own writes, blocks against it, its role and
 *   status). Checked exactly: a caller always reads its own writes.
 * - `account:<id>`: a profile (counters, names, role, status) as others see it.
 * - `post:<id>`: a post (body, counters, poll votes, status).
 * - `posts-of:<id>`: one author's active posts or their order (a post of theirs created or deleted, or its
 *   engagement counters changed): the author timelines behind the in-memory feeds (cache/authorTimelines.ts).
 * - `feed`: which posts the feeds hold (a post created or deleted anywhere).
 * - `ranking`: the 'for you' order (a post created or deleted, or engagement counters changed, anywhere).
 * - `*`: everything (bulk moderation: removing all of an account's posts, deleting accounts).
 */
export const changeKeys = {
  viewer: (accountId: string) => `viewer:${accountId}`,
  account: (accountId: string) => `account:${accountId}`,
  post: (postId: string) => `post:${postId}`,
  postsOf: (accountId: string) => `posts-of:${accountId}`,
  feed: 'feed',
  ranking: 'ranking',
  everything: '*',
} as const;

/** Keys a change of an account itself touches (role, status, KYC): how it sees the world and how others see it. */
export const accountKeys = (accountId: string): string[] => [
  changeKeys.viewer(accountId),
  changeKeys.account(accountId),
];

/**
 * Keys a follow or block between `actor` and `target` touches: both profiles' counters, and the target's own
 * state (its followers and blockers; the actor's is recorded by every write, http/route.ts).
 */
export const relationKeys = (actor: string, target: string): string[] => [
  changeKeys.account(actor),
  ...accountKeys(target),
];

/**
 * Keys a change of a post's engagement counters (likes, comments, re-posts, quotes) touches: the post, its
 * author's timeline order and the 'for you' order.
 */
export const engagementKeys = (postId: string, authorId: string | null): string[] => [
  changeKeys.post(postId),
  ...(authorId ? [changeKeys.postsOf(authorId)] : []),
  changeKeys.ranking,
];

/**
 * Keys a post of `authorId` appearing or disappearing (created, deleted) touches: which posts the feeds hold
 * and their order, the author's post count and timelines, and, for a post that refers to another, that
 * post's counters ({@link engagementKeys}).
 */
export const publicationKeys = (
  authorId: string,
  ref: { id: string | null; authorId: string | null },
): string[] => [
  changeKeys.feed,
  changeKeys.ranking,
  changeKeys.account(authorId),
  changeKeys.postsOf(authorId),
  ...(ref.id ? engagementKeys(ref.id, ref.authorId) : []),
];

interface Change {
  /** Position in the log. */
  seq: number;
  /** When it was recorded, in ms since the epoch. */
  at: number;
}

/** Told of every change recorded; `fromPeer` is true for changes another server process sent. */
export type ChangeListener = (keys: readonly string[], fromPeer: boolean) => void;

/**
 * The change log behind Rep's read caches (a version per key, as in Rails' key-based expiration): writes
 * record what they changed after their transaction commits; a cache entry remembers the log position
 * ({@link mark}) taken before it read the database, and is stale once any key it depends on has a later
 * change. Changes older than `horizonMs` are forgotten, so the caches must expire their entries within it.
 */
export class ChangeLog {
  private seq = 0;
  /** Kept in order of `at` (a key is re-inserted on every change), so forgetting stops at the first young one. */
  private readonly changes = new Map<string, Change>();
  private readonly listeners = new Set<ChangeListener>();

  /**
   * @param horizonMs how long a change is remembered, in ms; at least the longest cache lifetime
   * @param clock the time source, in ms (tests pass a fake one)
   */
  constructor(
    readonly horizonMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The current log position: every change recorded from now on has a greater one. */
  mark(): number {
    return this.seq;
  }

  /**
   * Records that `keys` changed. Call it after the write committed, or a read racing the write could cache
   * the old state with a newer mark.
   * @param fromPeer true when another server process reported the change (it is not sent back out)
   */
  record(keys: readonly string[], fromPeer = false): void {
    if (keys.length === 0) return;
    const change = { seq: ++this.seq, at: this.clock() };
    for (const key of keys) {
      this.changes.delete(key);
      this.changes.set(key, change);
    }
    this.forgetOld(change.at);
    for (const listener of this.listeners) listener(keys, fromPeer);
  }

  /** True when `key` changed after the log position `mark`. */
  changedSince(key: string, mark: number): boolean {
    const change = this.changes.get(key);
    return change !== undefined && change.seq > mark;
  }

  /** True when `key` or `*` (everything) changed after the log position `mark`: the caches' staleness test. */
  outdated(key: string, mark: number): boolean {
    return this.changedSince(key, mark) || this.changedSince(changeKeys.everything, mark);
  }

  /** Calls `listener` on every recorded change (the Redis peer link uses it); returns the unsubscribe. */
  onRecord(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Milliseconds since the epoch by this log's clock. */
  now(): number {
    return this.clock();
  }

  private forgetOld(now: number): void {
    const cutoff = now - this.horizonMs;
    for (const [key, change] of this.changes) {
      if (change.at >= cutoff) break;
      this.changes.delete(key);
    }
  }
}
