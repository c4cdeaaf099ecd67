import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAppContext } from '../context';
import { loadSecrets } from '../secrets';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /ready', () => {
  it('answers 200 with the envelope while the database answers', async () => {
    const res = await t.raw({ method: 'GET', url: '/ready' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('answers 503 NotReady when the database is gone, while /health still answers 200', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rep-ready-'));
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp(createAppContext({ db: database.db, config, secrets: loadSecrets(dataDir) }));
    try {
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, code: 'NotReady' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics', () => {
  it('reports request durations by route pattern and status, never the raw URL or query', async () => {
    await t.raw({ method: 'GET', url: '/api/config?probe=secret-value' });
    await t.call(apiEndpoints.listPosts, {});
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/config",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/post\/list",status_code="200"/,
    );
    expect(res.body).not.toContain('secret-value');
  });

  it('labels unknown paths "unmatched" (no label per probed URL)', async () => {
    await t.raw({ method: 'GET', url: '/api/no-such-call-123' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/route="unmatched",status_code="404"/);
    expect(res.body).not.toContain('no-such-call-123');
  });

  it('includes the process metrics with the event-loop lag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  // The test database's own pools: opening DATABASE_URL itself would migrate the shared admin database.
  it.runIf(process.env.TEST_DB === 'postgres')('reports the PostgreSQL pools of openPostgres', async () => {
    const app = await buildApp(t.ctx, { pools: t.pools });
    try {
      const { body } = await app.inject({ method: 'GET', url: '/metrics' });
      expect(body).toMatch(/rep_db_pool_connections\{pool="queries"\} \d+/);
      expect(body).toMatch(/rep_db_pool_waiting_requests\{pool="statements"\} 0/);
    } finally {
      await app.close();
    }
  });

  it('reports the connection pools it is given', async () => {
    const app = await buildApp(t.ctx, {
      pools: { queries: { totalCount: 3, idleCount: 2, waitingCount: 1 } },
    });
    try {
      const { body } = await app.inject({ method: 'GET', url: '/metrics' });
      expect(body).toContain('rep_db_pool_connections{pool="queries"} 3');
      expect(body).toContain('rep_db_pool_idle_connections{pool="queries"} 2');
      expect(body).toContain('rep_db_pool_waiting_requests{pool="queries"} 1');
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let locked: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    locked = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => locked.close());

  it('answers 401 without the bearer token or with another one, 200 with it', async () => {
    const none = await locked.raw({ method: 'GET', url: '/metrics' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 'Unauthorized' });
    const wrong = await locked.raw({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await locked.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
  });
});
