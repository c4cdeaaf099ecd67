import { describe, expect, it } from 'vitest';
import { ChangeLog, changeKeys } from './changeLog';
import { RowCache } from './rowCache';

interface Row {
  id: string;
  /** Which load produced the row. */
  version: number;
  refId?: string;
}

/**
 * A row cache on a fake clock over a fake table: `load` answers the asked ids at the table's current
 * version, plus the rows they refer to (as hydration's load does), and records what it was asked.
 */
function setup(graceMs = 0) {
  let now = 1_000_000;
  const changes = new ChangeLog(60_000, () => now);
  const cache = new RowCache<Row>(changes, {
    keyOf: changeKeys.post,
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    sizeOf: () => 100,
    graceMs,
  });
  const refs: Record<string, string> = { quote: 'original' };
  let version = 1;
  const asked: string[][] = [];
  let gate: Promise<void> = Promise.resolve();
  const load = async (missing: string[]): Promise<Map<string, Row>> => {
    asked.push([...missing]);
    const seen = version;
    await gate;
    const rows = new Map<string, Row>();
    for (const id of missing) {
      if (id === 'absent') continue;
      rows.set(id, { id, version: seen, refId: refs[id] });
      const ref = refs[id];
      if (ref) rows.set(ref, { id: ref, version: seen });
    }
    return rows;
  };
  const read = async (...ids: string[]) => {
    const rows = await cache.getMany(ids, load);
    return Object.fromEntries([...rows].map(([id, row]) => [id, row.version]));
  };
  return {
    changes,
    cache,
    read,
    asked,
    /** The table changes: later loads answer a newer version. */
    write: () => {
      version += 1;
    },
    /** Holds every load started from now on until the returned release is called. */
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('row cache', () => {
  it('should load only the rows it does not hold, and keep the referenced rows a load answered', async () => {
    const { read, asked } = setup();
    expect(await read('a', 'quote')).toEqual({ a: 1, quote: 1 });
    expect(await read('a', 'b', 'original')).toEqual({ a: 1, b: 1, original: 1 });
    expect(asked).toEqual([['a', 'quote'], ['b']]);
  });

  it("should reload a row once its own key or '*' changed, and no other", async () => {
    const { read, write, changes, asked } = setup();
    await read('a', 'b');
    write();
    changes.record([changeKeys.post('a'), changeKeys.account('b')]);
    expect(await read('a', 'b')).toEqual({ a: 2, b: 1 });
    write();
    changes.record([changeKeys.everything]);
    expect(await read('a', 'b')).toEqual({ a: 3, b: 3 });
    expect(asked).toEqual([['a', 'b'], ['a'], ['a', 'b']]);
  });

  it('should share one load between concurrent misses of a row', async () => {
    const { read, asked, hold } = setup();
    const release = hold();
    const first = read('a', 'b');
    const second = read('b', 'c');
    release();
    expect(await first).toEqual({ a: 1, b: 1 });
    expect(await second).toEqual({ b: 1, c: 1 });
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('should not hand a load that started before a change to a read after it, nor let it replace a newer row', async () => {
    const { read, write, changes, hold, asked } = setup();
    const release = hold();
    const before = read('a');
    write();
    changes.record([changeKeys.post('a')]);
    const after = read('a');
    release();
    expect(await after).toEqual({ a: 2 });
    expect(await before).toEqual({ a: 1 });
    expect(await read('a')).toEqual({ a: 2 });
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('should answer nothing for ids with no row, and expire rows after the TTL', async () => {
    const { read, write, advance, asked } = setup();
    expect(await read('absent', 'a')).toEqual({ a: 1 });
    write();
    advance(59_000);
    expect(await read('a')).toEqual({ a: 1 });
    advance(2_000);
    expect(await read('a')).toEqual({ a: 2 });
    expect(asked).toEqual([['absent', 'a'], ['a']]);
  });
});

describe('row cache, rows another read brings', () => {
  it('should store them as of the position taken before that read, so a change during it drops them', async () => {
    const { cache, changes, read, asked } = setup();
    const bring = (id: string) => async () => ({ value: 'done', rows: new Map([[id, { id, version: 7 }]]) });
    expect(await cache.storeFrom(bring('a'))).toBe('done');
    expect(await read('a')).toEqual({ a: 7 });
    expect(
      await cache.storeFrom(async () => {
        changes.record([changeKeys.post('b')]);
        return bring('b')();
      }),
    ).toBe('done');
    expect(await read('b')).toEqual({ b: 1 });
    expect(asked).toEqual([['b']]);
  });

  it("should serve a row within its grace after its key changed, then reload it; '*' stays exact", async () => {
    const { read, write, changes, advance } = setup(1000);
    expect(await read('a')).toEqual({ a: 1 });
    write();
    changes.record([changeKeys.post('a')]);
    advance(999);
    expect(await read('a')).toEqual({ a: 1 });
    advance(1);
    expect(await read('a')).toEqual({ a: 2 });
    write();
    changes.record([changeKeys.everything]);
    expect(await read('a')).toEqual({ a: 3 });
  });
});
