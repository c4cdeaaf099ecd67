import { apiEndpoints } from '@rep/shared';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postListResponse } from './pipeline';
import { createTestApp, type TestApp, type TestUser } from './test/harness';

let t: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ GUARD_MIN_ROLE: 'Non', POST_LIMIT_NON: '1000' });
  const author = await t.signUp('Counter');
  viewer = await t.signUp('Viewer');
  for (let i = 0; i < 20; i++) {
    const res = await t.call(apiEndpoints.createPost, { body: `post ${i}` }, author.token);
    await t.call(apiEndpoints.likePost, { postId: res.body.data.id }, viewer.token);
    await t.call(
      apiEndpoints.createPost,
      { postType: 'QuotePost', postTypeValue: res.body.data.id, body: 'q' },
      viewer.token,
    );
  }
});
afterAll(() => t.close());

/** Counts the statements the database session sends while `run` runs (both drivers keep `session.logger`). */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const session = (t.ctx.db as unknown as { session: { logger: Logger } }).session;
  const original = session.logger;
  let count = 0;
  session.logger = { logQuery: () => void count++ };
  try {
    await run();
  } finally {
    session.logger = original;
  }
  return count;
}

describe('read pipeline', () => {
  it('should cost the same number of queries for a page of 2 and a page of 40 posts (batched hydration)', async () => {
    const ids: string[] = (await t.call(apiEndpoints.listPosts, { limit: 40 })).body.data.map(
      (p: { id: string }) => p.id,
    );
    expect(ids).toHaveLength(40);
    const small = await countQueries(() => postListResponse(t.ctx.db, viewer.accountId, ids.slice(0, 2)));
    const large = await countQueries(() => postListResponse(t.ctx.db, viewer.accountId, ids));
    expect(small).toBeGreaterThan(3);
    expect(large).toBe(small);
  });
});
