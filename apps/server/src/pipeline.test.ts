import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydratePosts } from './pipeline';
import { createTestApp, type TestApp, type TestUser } from './test/harness';
import { countQueries } from './test/queries';

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

describe('read pipeline', () => {
  it('should cost the same number of queries for a page of 2 and a page of 40 posts (batched hydration)', async () => {
    const ids: string[] = (await t.call(apiEndpoints.listPosts, { limit: 40 })).body.data.map(
      (p: { id: string }) => p.id,
    );
    expect(ids).toHaveLength(40);
    const small = await countQueries(t, () => hydratePosts(t.ctx.db, viewer.accountId, ids.slice(0, 2)));
    const large = await countQueries(t, () => hydratePosts(t.ctx.db, viewer.accountId, ids));
    expect(small).toBeGreaterThanOrEqual(2);
    expect(large).toBe(small);
  });
});
