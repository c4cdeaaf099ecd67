import { describe, expect, it } from 'vitest';
import { ChangeLog, changeKeys } from './changeLog';
import { type Computed, ResponseCache } from './responseCache';

const VIEWER = 'acc_viewer';
const OTHER = 'acc_other';

/** A cache on a fake clock; `compute` counts its calls and answers `{n}` with the given dependencies. */
function setup(options: { graceMs?: number; ttlMs?: number } = {}) {
  let now = 1_000_000;
  const changes = new ChangeLog(60_000, () => now);
  const cache = new ResponseCache(changes, {
    maxBytes: 1024 * 1024,
    ttlMs: options.ttlMs ?? 60_000,
    graceMs: options.graceMs ?? 0,
  });
  let calls = 0;
  const compute =
    (dependsOn: string[] = [changeKeys.post('p1')], validUntil?: number) =>
    async (): Promise<Computed<{ n: number }>> => ({ value: { n: ++calls }, dependsOn, validUntil });
  const read = (viewerId: string | null = VIEWER, ...args: Parameters<typeof compute>) =>
    cache
      .get(`list|${viewerId}`, viewerId, compute(...args))
      .then((bytes) => JSON.parse(bytes.toString()).n as number);
  const advance = (ms: number) => {
    now += ms;
  };
  return { changes, cache, read, advance, now: () => now };
}

describe('response cache', () => {
  it('should serve a repeated read from memory while nothing it shows changed', async () => {
    const { read } = setup();
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
  });

  it('should recompute once a post the response shows changed, and not for unrelated posts', async () => {
    const { read, changes } = setup();
    await read();
    changes.record([changeKeys.post('p2')]);
    expect(await read()).toBe(1);
    changes.record([changeKeys.post('p1')]);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("should keep serving others' changes within the grace, then recompute", async () => {
    const { read, changes, advance } = setup({ graceMs: 1000 });
    await read();
    changes.record([changeKeys.post('p1')]);
    advance(500);
    expect(await read()).toBe(1);
    advance(600);
    expect(await read()).toBe(2);
  });

  it("should show the viewer's own writes and bulk moderation at once, even within the grace", async () => {
    const { read, changes } = setup({ graceMs: 60_000 });
    await read(VIEWER);
    await read(OTHER);
    changes.record([changeKeys.viewer(VIEWER)]);
    expect(await read(VIEWER)).toBe(3);
    expect(await read(OTHER)).toBe(2);
    changes.record([changeKeys.everything]);
    expect(await read(OTHER)).toBe(4);
  });

  it('should expire an entry at its validUntil (a live schedule starting) and at the TTL', async () => {
    const { read, advance, now } = setup({ ttlMs: 10_000 });
    expect(await read(VIEWER, [], now() + 100)).toBe(1);
    advance(99);
    expect(await read(VIEWER, [])).toBe(1);
    advance(1);
    expect(await read(VIEWER, [])).toBe(2);
    advance(9_999);
    expect(await read(VIEWER, [])).toBe(2);
    advance(1);
    expect(await read(VIEWER, [])).toBe(3);
  });

  it('should share one computation between concurrent misses of a key', async () => {
    const { read } = setup();
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
  });

  it("should not hand a computation started before the viewer's write to a read after it", async () => {
    const { cache, changes } = setup();
    let release: (value: Computed<string>) => void = () => {};
    const pending = new Promise<Computed<string>>((resolve) => (release = resolve));
    const first = cache.get('k', VIEWER, () => pending);
    changes.record([changeKeys.viewer(VIEWER)]);
    const second = cache.get('k', VIEWER, async () => ({ value: 'after', dependsOn: [] }));
    release({ value: 'before', dependsOn: [] });
    expect([(await first).toString(), (await second).toString()]).toEqual(['"before"', '"after"']);
    expect((await cache.get('k', VIEWER, async () => ({ value: 'again', dependsOn: [] }))).toString()).toBe(
      '"after"',
    );
  });

  it('should treat an entry computed while its post changed as stale (the mark is taken before reading)', async () => {
    const { cache, changes } = setup();
    await cache.get('k', null, async () => {
      changes.record([changeKeys.post('p1')]);
      return { value: 'racing', dependsOn: [changeKeys.post('p1')] };
    });
    expect((await cache.get('k', null, async () => ({ value: 'fresh', dependsOn: [] }))).toString()).toBe(
      '"fresh"',
    );
  });

  it('should refuse a TTL beyond the change log horizon', () => {
    expect(() => new ResponseCache(new ChangeLog(1000), { maxBytes: 1, ttlMs: 2000, graceMs: 0 })).toThrow(
      'horizon',
    );
  });
});

describe('change log', () => {
  it('should forget changes older than its horizon, oldest first', () => {
    let now = 0;
    const changes = new ChangeLog(1000, () => now);
    const mark = changes.mark();
    changes.record(['a']);
    now = 600;
    changes.record(['b']);
    now = 1200;
    changes.record(['c']);
    expect(['a', 'b', 'c'].map((key) => changes.changedSince(key, mark))).toEqual([false, true, true]);
  });

  it('should tell listeners whether a change came from a peer', () => {
    const changes = new ChangeLog(1000);
    const seen: [readonly string[], boolean][] = [];
    const stop = changes.onRecord((keys, fromPeer) => seen.push([keys, fromPeer]));
    changes.record(['a']);
    changes.record(['b'], true);
    stop();
    changes.record(['c']);
    expect(seen).toEqual([
      [['a'], false],
      [['b'], true],
    ]);
  });
});
