import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRules, hydratePosts } from './pipeline';
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

  it("should keep only the viewer's and followed accounts' posts with followedOnly, whatever the skeleton holds", async () => {
    const [reader, followed, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const post = async (user: TestUser) =>
      (await t.call(apiEndpoints.createPost, { body: 'hello' }, user.token)).body.data.id as string;
    await t.call(apiEndpoints.follow, { userId: followed.accountId, isFollowed: true }, reader.token);
    const skeleton = [await post(stranger), await post(followed), await post(reader)];
    const page = await hydratePosts(t.ctx.db, reader.accountId, skeleton);
    const viewerId = reader.accountId;
    expect(applyRules(page, skeleton, { viewerId })).toEqual(skeleton);
    expect(applyRules(page, skeleton, { viewerId, followedOnly: true })).toEqual(skeleton.slice(1));
    // An unfollow shows on the next read, even if a stored timeline still holds the post.
    await t.call(apiEndpoints.follow, { userId: followed.accountId, isFollowed: false }, reader.token);
    const after = await hydratePosts(t.ctx.db, viewerId, skeleton);
    expect(applyRules(after, skeleton, { viewerId, followedOnly: true })).toEqual(skeleton.slice(2));
  });

  it("should leave a banned author's posts out of lists until the ban is lifted, and keep them in a direct read", async () => {
    const admin = await t.signUp('Admin', 'SysAdmin');
    const author = await t.signUp('SoonBanned');
    const id = (await t.call(apiEndpoints.createPost, { body: 'banned soon' }, author.token)).body.data.id;
    const listed = async () =>
      (await t.call(apiEndpoints.userPosts, { userId: author.accountId }, viewer.token)).body.data.map(
        (p: { id: string }) => p.id,
      );
    const ban = (isBanned: boolean) =>
      t.call(apiEndpoints.banAccounts, { usersId: [author.accountId], isBanned }, admin.token);
    expect(await listed()).toEqual([id]);
    await ban(true);
    expect(await listed()).toEqual([]);
    expect((await t.call(apiEndpoints.getPosts, { postIds: [id] }, viewer.token)).body.data).toMatchObject([
      { id, body: 'banned soon' },
    ]);
    await ban(false);
    expect(await listed()).toEqual([id]);
  });
});
