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
