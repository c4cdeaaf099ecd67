import { LRUCache } from 'lru-cache';
import type { RankedList } from './authorTimelines';
import { type ChangeLog, changeKeys } from './changeLog';

/** Settings of the {@link HotLists} cache. */
export interface HotListsOptions {
  /** Longest life of a list, in ms (within the change log horizon). */
  ttlMs: number;
  /** How long a list may still be served after posts were created or engaged with, in ms (0: never). */
  graceMs: number;
}

interface Entry {
  list: RankedList;
  mark: number;
  createdAt: number;
}

/** Most filters remembered (each list is a few hundred ids). */
const MAX_FILTERS = 1000;

/**
 * Everyone's hottest posts per filter, shared by every viewer's 'for you' (skeletons/memoryFeeds.ts). A
 * list goes stale when a post is created or deleted (`feed`) or engaged with (`ranking`) anywhere, after
 * the grace the response cache also gives others' changes; bulk moderation (`*`) is exact. Concurrent
 * misses of one filter share one load, and a load started before a change is not handed to a read after
 * it once the grace is over.
 */
export class HotLists {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_FILTERS });
  private readonly pending = new Map<
    string,
    { mark: number; createdAt: number; list: Promise<RankedList> }
  >();

  constructor(
    private readonly changes: ChangeLog,
    private readonly options: HotListsOptions,
  ) {
    if (options.ttlMs > changes.horizonMs)
      throw new Error('the cache TTL must be within the change log horizon');
  }

  /** The list of `key` (a filter's JSON) from the cache, or through `load`. */
  async get(key: string, load: () => Promise<RankedList>): Promise<RankedList> {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry.mark, entry.createdAt)) return entry.list;
    const running = this.pending.get(key);
    if (running && this.isFresh(running.mark, running.createdAt)) return running.list;

    const mark = this.changes.mark();
    const createdAt = this.changes.now();
    const list = load().then((loaded) => {
      const newer = this.entries.peek(key);
      if (!newer || newer.mark <= mark) this.entries.set(key, { list: loaded, mark, createdAt });
      return loaded;
    });
    const pending = { mark, createdAt, list };
    this.pending.set(key, pending);
    try {
      return await list;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  private isFresh(mark: number, createdAt: number): boolean {
    const age = this.changes.now() - createdAt;
    if (age >= this.options.ttlMs || this.changes.changedSince(changeKeys.everything, mark)) return false;
    if (age < this.options.graceMs) return true;
    return !(
      this.changes.changedSince(changeKeys.feed, mark) || this.changes.changedSince(changeKeys.ranking, mark)
    );
  }
}
