import { LRUCache } from 'lru-cache';

/** How long a public (signed-out) list response is reused, in ms. */
export const PUBLIC_CACHE_TTL_MS = 1000;

/**
 * A micro-cache for responses that are the same for every signed-out visitor (the public 'for you' pages):
 * at most 1 s stale, at most 500 entries, per process. Concurrent misses for one key share one computation.
 */
export class PublicCache<T extends object> {
  private readonly cache = new LRUCache<string, T>({ max: 500, ttl: PUBLIC_CACHE_TTL_MS });
  private readonly pending = new Map<string, Promise<T>>();

  /** Returns the cached value for `key`, or computes, stores and returns it. */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const promise = compute()
      .then((value) => {
        this.cache.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
