import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { seedIfEmpty } from './seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.ctx)).not.toBeNull();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('should index the hashtags of the posts it writes, so a tag link finds them', async () => {
    const res = await t.call(apiEndpoints.hashtag, { hashtag: 'music', limit: 50 });
    expect(res.status).toBe(200);
    const bodies: string[] = res.body.data.map((post: { body: string }) => post.body);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body.toLowerCase()).toContain('#music');
  });

  it('should seed only an empty database', async () => {
    expect(await seedIfEmpty(t.ctx)).toBeNull();
  });
});
