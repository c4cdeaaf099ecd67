/**
 * Storage runners (SPEC §7 dashboard): the app's process registered itself and is up; an external runner
 * whose last beat is older than the window is down; findRunners matches the address; sysState counts.
 */
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageRunners } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { RUNNER_UP_WINDOW_MS, startHeartbeat } from './runners';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('storage runners', () => {
  it('should list this process as up and a silent external runner as down', async () => {
    await t.ctx.db.insert(storageRunners).values({
      id: 'external-1',
      kind: 'external',
      address: 'ipfs.example.org:4001',
      lastSeenAt: new Date(Date.now() - RUNNER_UP_WINDOW_MS - 1000),
    });
    const list = await t.call(apiEndpoints.storageListRunners, {});
    expect(list.status).toBe(200);
    const runners = list.body.data as { kind: string; up: boolean; address: string }[];
    expect(runners.filter((r) => r.kind === 'process' && r.up)).toHaveLength(1);
    expect(runners.find((r) => r.kind === 'external')).toMatchObject({
      up: false,
      address: 'ipfs.example.org:4001',
    });
    const found = await t.call(apiEndpoints.storageFindRunners, { address: 'ipfs.example.org:4001' });
    expect(found.body.data).toHaveLength(1);
    const state = await t.call(apiEndpoints.storageSysState, {});
    expect(state.body.data).toMatchObject({ runnersUp: 1, runnersTotal: 2, objects: 0, bytes: 0 });
  });

  it('should beat, and remove its row when stopped', async () => {
    const heartbeat = await startHeartbeat(t.ctx.db, 'beat.test:1', () => {});
    const [before] = (await t.call(apiEndpoints.storageFindRunners, { address: 'beat.test:1' })).body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await heartbeat.beat();
    const [after] = (await t.call(apiEndpoints.storageFindRunners, { address: 'beat.test:1' })).body.data;
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt));
    await heartbeat.stop();
    expect((await t.call(apiEndpoints.storageFindRunners, { address: 'beat.test:1' })).body.data).toEqual([]);
  });
});
