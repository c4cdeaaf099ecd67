import { LRUCache } from 'lru-cache';
import { type ChangeLog, changeKeys } from './changeLog';

/** Settings of the response cache (README "Configuration": READ_CACHE_*). */
export interface ResponseCacheOptions {
  /** Memory budget of the cached bodies, in bytes. */
  maxBytes: number;
  /** Longest life of an entry, in ms (a safety net for changes made outside the API). */
  ttlMs: number;
  /**
   * How long an entry may still be served after something it shows changed by someone else's write, in
   * ms (0: never). The viewer's own writes, blocks against the viewer and bulk moderation are always exact.
   */
  graceMs: number;
}

/** What a computation hands to the cache. */
export interface Computed<T> {
  value: T;
  /** Change keys ({@link changeKeys}) the value shows. */
  dependsOn: readonly string[];
  /** When the value goes out of date by itself (a live schedule starting or ending), in ms since the epoch. */
  validUntil?: number;
}

interface Entry {
  /** The serialised response, UTF-8 encoded once (sending a string re-encodes it on every send). */
  body: Buffer;
  viewerId: string | null;
  mark: number;
  createdAt: number;
  expiresAt: number;
  dependsOn: readonly string[];
}

/** Rough bytes an entry holds besides its body (the dependency list). */
const BYTES_PER_DEPENDENCY = 48;

/**
 * A cache of serialised read responses per viewer, kept correct by the {@link ChangeLog} (Rails' key-based
 * "Russian doll" expiration, applied to whole responses): an entry is served while nothing it depends on
 * has changed, so a quiet network serves repeat reads from memory and a busy one recomputes only what
 * moved. Concurrent misses of one key share one computation. Per process; peers share the change log
 * through Redis (see `peers.ts`).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<
    string,
    { mark: number; viewerId: string | null; body: Promise<Buffer> }
  >();

  constructor(
    private readonly changes: ChangeLog,
    private readonly options: ResponseCacheOptions,
  ) {
    if (options.ttlMs > changes.horizonMs)
      throw new Error('the cache TTL must be within the change log horizon');
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => entry.body.length + entry.dependsOn.length * BYTES_PER_DEPENDENCY,
    });
  }

  /**
   * Answers `key` for `viewerId` from the cache, or computes, serialises, stores and answers it.
   * @returns the response as UTF-8 JSON
   */
  async get<T>(key: string, viewerId: string | null, compute: () => Promise<Computed<T>>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry)) return entry.body;
    const running = this.pending.get(key);
    if (running && !this.mustRead(running.viewerId, running.mark)) return running.body;

    const mark = this.changes.mark();
    const createdAt = this.changes.now();
    const body = compute().then((computed) => {
      const bytes = Buffer.from(JSON.stringify(computed.value));
      // A slower computation that started earlier must not replace a newer entry.
      const newer = this.entries.peek(key);
      if (newer && newer.mark > mark) return bytes;
      this.entries.set(key, {
        body: bytes,
        viewerId,
        mark,
        createdAt,
        expiresAt: Math.min(createdAt + this.options.ttlMs, computed.validUntil ?? Number.POSITIVE_INFINITY),
        dependsOn: computed.dependsOn,
      });
      return bytes;
    });
    const pending = { mark, viewerId, body };
    this.pending.set(key, pending);
    try {
      return await body;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /** True when a change since `mark` must be seen by `viewerId` at once (own writes, blocks, bulk moderation). */
  private mustRead(viewerId: string | null, mark: number): boolean {
    return viewerId === null
      ? this.changes.changedSince(changeKeys.everything, mark)
      : this.changes.outdated(changeKeys.viewer(viewerId), mark);
  }

  private isFresh(entry: Entry): boolean {
    const now = this.changes.now();
    if (now >= entry.expiresAt || this.mustRead(entry.viewerId, entry.mark)) return false;
    if (now - entry.createdAt < this.options.graceMs) return true;
    return !entry.dependsOn.some((key) => this.changes.changedSince(key, entry.mark));
  }
}
