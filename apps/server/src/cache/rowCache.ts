import { LRUCache } from 'lru-cache';
import { type ChangeLog, changeKeys } from './changeLog';

/** Settings of a {@link RowCache}. */
export interface RowCacheOptions<Row> {
  /** The change key of a row's id (e.g. `changeKeys.post`): a change recorded under it drops the row. */
  keyOf: (id: string) => string;
  /** Memory budget, in bytes. */
  maxBytes: number;
  /** Longest life of a row, in ms (within the change log horizon). */
  ttlMs: number;
  /** Rough bytes a row holds (strings count one byte per character). */
  sizeOf: (row: Row) => number;
  /**
   * How long a row may still be served after its key changed, in ms (default 0: exact). For rows many
   * writes touch at once (everyone's hot list); `*` is always exact.
   */
  graceMs?: number;
}

/** When a row was read: the change log position and the time taken before the read. */
interface Read {
  mark: number;
  at: number;
}

interface Entry<Row> extends Read {
  row: Row;
  /** When the entry expires, in ms since the epoch by the change log's clock. */
  expiresAt: number;
}

interface Pending<Row> extends Read {
  rows: Promise<ReadonlyMap<string, Row>>;
}

/**
 * Rows shared by every viewer (hydrated posts, profiles), kept exact by the {@link ChangeLog}: a row is
 * served while neither its own key nor `*` has a change after the position taken before it was read, so
 * the viewer's own like or profile edit shows on the next read. Concurrent misses of one id share one load;
 * a load that started earlier never replaces a row read later. Entries carry no viewer state: likes,
 * follows and blocks are read per page (hydration/viewerFlags.ts). Per process; peers share the change log.
 */
export class RowCache<Row> {
  private readonly entries: LRUCache<string, Entry<Row>>;
  private readonly pending = new Map<string, Pending<Row>>();

  constructor(
    private readonly changes: ChangeLog,
    private readonly options: RowCacheOptions<Row>,
  ) {
    if (options.ttlMs > changes.horizonMs)
      throw new Error('the cache TTL must be within the change log horizon');
    this.entries = new LRUCache<string, Entry<Row>>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.row)),
    });
  }

  /**
   * Rows of `ids` from the cache; the others through one call of `load`, which may answer more rows than
   * it was asked for (a post's references): every row it answers is cached, for the next call.
   * @returns the rows of `ids` by id; ids with no row are absent
   */
  async getMany(
    ids: readonly string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, Row>>,
  ): Promise<Map<string, Row>> {
    const found = new Map<string, Row>();
    const missing: string[] = [];
    const waits = new Set<Promise<ReadonlyMap<string, Row>>>();
    for (const id of new Set(ids)) {
      const entry = this.entries.get(id);
      if (entry && this.changes.now() < entry.expiresAt && this.isCurrent(id, entry)) {
        found.set(id, entry.row);
        continue;
      }
      const running = this.pending.get(id);
      if (running && this.isCurrent(id, running)) waits.add(running.rows);
      else missing.push(id);
    }
    if (missing.length > 0) waits.add(this.loadMissing(missing, load));
    for (const rows of await Promise.all(waits)) {
      for (const id of ids) {
        const row = rows.get(id);
        if (row && !found.has(id)) found.set(id, row);
      }
    }
    return found;
  }

  private loadMissing(
    missing: string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, Row>>,
  ): Promise<ReadonlyMap<string, Row>> {
    const read = this.startRead();
    const rows = load(missing).then((loaded) => {
      this.store(loaded, read);
      return loaded;
    });
    const pending = { ...read, rows };
    for (const id of missing) this.pending.set(id, pending);
    const settle = () => {
      for (const id of missing) if (this.pending.get(id) === pending) this.pending.delete(id);
    };
    rows.then(settle, settle);
    return rows;
  }

  /**
   * Runs a read that answers rows of this cache besides its own result (posts loaded with their authors)
   * and stores those rows as of the log position taken before the read.
   * @returns the read's own result
   */
  async storeFrom<T>(read: () => Promise<{ value: T; rows: ReadonlyMap<string, Row> }>): Promise<T> {
    const started = this.startRead();
    const { value, rows } = await read();
    this.store(rows, started);
    return value;
  }

  private startRead(): Read {
    return { mark: this.changes.mark(), at: this.changes.now() };
  }

  /** Stores rows of a read, unless a row read later is already held. */
  private store(rows: ReadonlyMap<string, Row>, read: Read): void {
    const expiresAt = this.changes.now() + this.options.ttlMs;
    for (const [id, row] of rows) {
      const newer = this.entries.peek(id);
      if (!newer || newer.mark <= read.mark) this.entries.set(id, { row, ...read, expiresAt });
    }
  }

  /** True while nothing the row depends on changed since `read`, or only its own key within the grace. */
  private isCurrent(id: string, read: Read): boolean {
    if (this.changes.changedSince(changeKeys.everything, read.mark)) return false;
    if (this.changes.now() - read.at < (this.options.graceMs ?? 0)) return true;
    return !this.changes.changedSince(this.options.keyOf(id), read.mark);
  }
}
