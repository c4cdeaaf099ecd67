import { apiEndpoints, authEndpoints } from '@rep/shared';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { createRateLimits } from './rateLimit';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('rate limits', () => {
  it('should answer 429 with a clear message and Retry-After once the auth limit per IP is spent', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'on', RATE_LIMIT_AUTH_MAX: '3' });
    apps.push(t);
    const attempt = () => t.call(authEndpoints.register, { email: 'bad', password: 'x' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const res = await t.raw({
      method: 'POST',
      url: '/auth/register',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body).toEqual({
      success: false,
      code: 'RateLimited',
      message: 'Too many requests, please slow down',
      data: expect.anything(),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should count writes per account, so one account cannot spend another one’s allowance', async () => {
    const t = await createTestApp({
      RATE_LIMIT: 'on',
      RATE_LIMIT_WRITE_MAX: '2',
      RATE_LIMIT_AUTH_MAX: '100',
      GUARD_MIN_ROLE: 'Non',
    });
    apps.push(t);
    const [a, b] = [await t.signUp('Ratey'), await t.signUp('Other')];
    const post = (user: typeof a) => t.call(apiEndpoints.createPost, { body: 'x' }, user.token);
    expect([(await post(a)).status, (await post(a)).status, (await post(a)).status]).toEqual([200, 200, 429]);
    expect((await post(b)).status).toBe(200);
    // A call the contract declares a read counts against the read allowance, not the spent write one.
    expect((await t.call(apiEndpoints.listPosts, {}, a.token)).status).toBe(200);
  });

  it('should not let X-Forwarded-For pick a fresh address per request unless TRUST_PROXY says so', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'on', RATE_LIMIT_AUTH_MAX: '3' });
    apps.push(t);
    const attempt = (i: number) =>
      t.raw({
        method: 'POST',
        url: '/auth/register',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('should count clients by X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1)', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'on', RATE_LIMIT_AUTH_MAX: '1', TRUST_PROXY: '1' });
    apps.push(t);
    const attempt = (ip: string) =>
      t.raw({
        method: 'POST',
        url: '/auth/register',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      });
    expect([(await attempt('203.0.113.1')).status, (await attempt('203.0.113.2')).status]).toEqual([
      400, 400,
    ]);
    expect((await attempt('203.0.113.1')).status).toBe(429);
  });

  it('should limit password attempts per email, from however many addresses', async () => {
    const t = await createTestApp({
      RATE_LIMIT: 'on',
      RATE_LIMIT_AUTH_MAX: '100',
      RATE_LIMIT_IDENTITY_MAX: '3',
      TRUST_PROXY: 'true',
    });
    apps.push(t);
    const victim = await t.signUp('Victim');
    const guess = (email: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sign-in/',
        payload: { idToken: '', provider: 'password', payload: { email, password: `Guess${i}guess` } },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess(victim.email.toUpperCase(), i)).statusCode);
    // The sign-up spent one of the three attempts; the address changes every time.
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(Number((await guess(victim.email, 5)).headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess('someone.else@example.test', 9)).statusCode).toBe(401);
  });

  it.runIf(process.env.REDIS_URL)(
    'should keep counters in Redis, shared by every server process',
    async () => {
      const config = loadConfig({ RATE_LIMIT: 'on', RATE_LIMIT_AUTH_MAX: '2' });
      const redis = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: true });
      const ip = `test-${Date.now()}-${Math.random()}`;
      try {
        const first = createRateLimits(config, redis)!;
        const second = createRateLimits(config, redis)!;
        await first.consume('auth', null, ip);
        await second.consume('auth', null, ip);
        await expect(first.consume('auth', null, ip)).rejects.toMatchObject({ code: 'RateLimited' });
        expect(Number(await redis.get(`rl:auth:ip:${ip}`))).toBe(3);
      } finally {
        await redis.del(`rl:auth:ip:${ip}`);
        redis.disconnect();
      }
    },
  );
});
