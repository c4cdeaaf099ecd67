import { apiEndpoints, conflictMessages } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await createTestApp({ POST_LIMIT_NON: '3', POST_LIMIT_SILVER: '1000', GUARD_MIN_ROLE: 'Non' });
  alice = await t.signUp('Alice', 'Silver');
  bob = await t.signUp('Bob', 'Silver');
  carol = await t.signUp('Carol', 'Silver');
});
afterAll(() => t.close());

const post = async (user: TestUser, body: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call(apiEndpoints.createPost, { body, ...extra }, user.token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};

describe('POST /api/post/create-post', () => {
  it('should create a Standard post with trimmed text and an id starting with its community', async () => {
    const created = await post(alice, '   hello Rep   ', { title: '  ' });
    expect(created).toMatchObject({
      accountId: alice.accountId,
      communityId: 'Rep',
      body: 'hello Rep',
      title: '',
      status: 'Active',
      isDeleted: false,
      postType: { type: 'Standard', post_id: null },
      numComment: 0,
      numLike: 0,
      isLiked: false,
      isBookmarked: false,
      isRereped: false,
    });
    expect(created.id).toMatch(/^Rep_[A-Za-z0-9]+$/);
    expect(new Date(created.time).toISOString()).toBe(created.time);
  });

  it('should accept 512 characters and refuse 513 with a message naming body', async () => {
    expect((await t.call(apiEndpoints.createPost, { body: 'x'.repeat(512) }, alice.token)).status).toBe(200);
    const res = await t.call(apiEndpoints.createPost, { body: `  ${'x'.repeat(513)}  ` }, alice.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body: must be at most 512 characters/);
  });

  it('should refuse empty text without media, wrong types and a missing token', async () => {
    expect((await t.call(apiEndpoints.createPost, { body: '   ' }, alice.token)).body.message).toMatch(
      /^body:/,
    );
    const wrong = await t.call(apiEndpoints.createPost, { body: 42 } as never, alice.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^body:/);
    expect((await t.call(apiEndpoints.createPost, { postType: 'Nope' } as never, alice.token)).status).toBe(
      400,
    );
    expect((await t.call(apiEndpoints.createPost, { body: 'hi' })).status).toBe(401);
  });

  it('should answer 400 for malformed JSON and leave nothing written', async () => {
    const before = await t.call(apiEndpoints.userPosts, { userId: bob.accountId }, bob.token);
    const res = await t.raw({
      method: 'POST',
      url: '/api/post/create-post',
      payload: '{"body": "half',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bob.token}` },
    });
    expect(res.status).toBe(400);
    const after = await t.call(apiEndpoints.userPosts, { userId: bob.accountId }, bob.token);
    expect(after.body.data.length).toBe(before.body.data.length);
  });

  it('should create a Reply, count it on the parent and 404 for an unknown parent', async () => {
    const parent = await post(alice, 'parent');
    const reply = await post(bob, 'a reply', { postType: 'Reply', postTypeValue: parent.id });
    expect(reply.postType).toEqual({ type: 'Reply', post_id: parent.id });
    const replies = await t.call(apiEndpoints.replies, { postId: parent.id }, alice.token);
    expect(replies.body.data.map((p: { id: string }) => p.id)).toEqual([reply.id]);
    expect(replies.body.metadata.userProfiles[bob.accountId].displayName).toBe('Bob Tester');
    const got = await t.call(apiEndpoints.getPosts, { postIds: [parent.id] });
    expect(got.body.data[0].numComment).toBe(1);
    const missing = await t.call(
      apiEndpoints.createPost,
      { body: 'x', postType: 'Reply', postTypeValue: 'Rep_nothing' },
      bob.token,
    );
    expect(missing.status).toBe(404);
    const noRef = await t.call(apiEndpoints.createPost, { body: 'x', postType: 'Reply' }, bob.token);
    expect(noRef.body.message).toMatch(/^postTypeValue:/);
  });
});

describe('feeds and lists', () => {
  it('should list with author profiles and honour community, type and paging filters', async () => {
    const first = await post(carol, 'older', { communityId: 'Home' });
    const second = await post(carol, 'newer', { communityId: 'Home' });
    const gala = await post(carol, 'elsewhere', { communityId: 'GalaFriends' });
    const home = await t.call(apiEndpoints.listPosts, { communities: ['Home'], limit: 2 });
    expect(home.body.data.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect(home.body.metadata.fetchedRecordsCount).toBe(2);
    expect(home.body.metadata.userProfiles[carol.accountId]).toBeTruthy();
    const galaList = await t.call(apiEndpoints.listPosts, { communities: ['GalaFriends'] });
    expect(galaList.body.data.map((p: { id: string }) => p.id)).toEqual([gala.id]);
    const replies = await t.call(apiEndpoints.listPosts, { types: ['Reply'] });
    expect(replies.body.data.every((p: { postType: { type: string } }) => p.postType.type === 'Reply')).toBe(
      true,
    );
    const page2 = await t.call(apiEndpoints.listPosts, { communities: ['Home'], limit: 1, offset: 1 });
    expect(page2.body.data[0].id).toBe(first.id);
    expect((await t.call(apiEndpoints.listPosts, { limit: 0 })).status).toBe(400);
    expect((await t.call(apiEndpoints.listPosts, { offset: -1 })).status).toBe(400);
  });

  it('should show the following feed from followed accounts and oneself only', async () => {
    const dave = await t.signUp('Dave', 'Silver');
    const mine = await post(dave, 'my own');
    const followed = await post(alice, 'from alice');
    await post(carol, 'from carol, not followed');
    expect(
      (await t.call(apiEndpoints.follow, { userId: alice.accountId, isFollowed: true }, dave.token)).status,
    ).toBe(200);
    const feed = await t.call(apiEndpoints.followingPosts, {}, dave.token);
    const authors = new Set(feed.body.data.map((p: { accountId: string }) => p.accountId));
    expect(authors).toEqual(new Set([dave.accountId, alice.accountId]));
    expect(feed.body.data[0].id).toBe(followed.id);
    expect(feed.body.data.map((p: { id: string }) => p.id)).toContain(mine.id);
    expect((await t.call(apiEndpoints.followingPosts, {})).status).toBe(401);
  });

  it("should list a user's posts", async () => {
    const res = await t.call(apiEndpoints.userPosts, { userId: carol.accountId });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((p: { accountId: string }) => p.accountId === carol.accountId)).toBe(true);
  });

  it('should return get in the order asked and skip unknown ids', async () => {
    const a = await post(alice, 'a');
    const b = await post(alice, 'b');
    const res = await t.call(apiEndpoints.getPosts, { postIds: [a.id, 'Rep_unknown', b.id] });
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    expect((await t.call(apiEndpoints.getPosts, { postIds: [] })).status).toBe(400);
  });
});

describe('likes and bookmarks', () => {
  it('should like, refuse a second like with 409, unlike and refuse a second unlike', async () => {
    const target = await post(alice, 'like me');
    const liked = await t.call(apiEndpoints.likePost, { postId: target.id }, bob.token);
    expect(liked.body).toEqual({ success: true, data: { numLike: 1 } });
    const again = await t.call(apiEndpoints.likePost, { postId: target.id }, bob.token);
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: conflictMessages.alreadyLiked },
    });
    const seen = await t.call(apiEndpoints.getPosts, { postIds: [target.id] }, bob.token);
    expect(seen.body.data[0]).toMatchObject({ isLiked: true, numLike: 1 });
    expect(
      (await t.call(apiEndpoints.getPosts, { postIds: [target.id] }, carol.token)).body.data[0].isLiked,
    ).toBe(false);
    expect((await t.call(apiEndpoints.unlikePost, { postId: target.id }, bob.token)).body.data.numLike).toBe(
      0,
    );
    const notLiked = await t.call(apiEndpoints.unlikePost, { postId: target.id }, bob.token);
    expect(notLiked).toMatchObject({ status: 409, body: { message: conflictMessages.notLiked } });
    expect((await t.call(apiEndpoints.likePost, { postId: 'Rep_missing' }, bob.token)).status).toBe(404);
    expect((await t.call(apiEndpoints.likePost, { postId: target.id })).status).toBe(401);
    expect((await t.call(apiEndpoints.likePost, {} as never, bob.token)).body.message).toMatch(/^postId:/);
  });

  it('should keep numLike exact under concurrent likes', async () => {
    const target = await post(alice, 'popular');
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => t.signUp(`Fan${i}`)));
    const attempts = users
      .flatMap((u) => [u, u])
      .map((u) => t.call(apiEndpoints.likePost, { postId: target.id }, u.token));
    const statuses = (await Promise.all(attempts)).map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    expect((await t.call(apiEndpoints.getPosts, { postIds: [target.id] })).body.data[0].numLike).toBe(8);
  });

  it('should bookmark once, list bookmarks newest first and remove once', async () => {
    const one = await post(alice, 'keep me');
    const two = await post(alice, 'keep me too');
    expect((await t.call(apiEndpoints.addBookmark, { postId: one.id }, carol.token)).body.message).toBe(
      'Bookmarked',
    );
    await t.call(apiEndpoints.addBookmark, { postId: two.id }, carol.token);
    const dup = await t.call(apiEndpoints.addBookmark, { postId: one.id }, carol.token);
    expect(dup).toMatchObject({ status: 409, body: { message: conflictMessages.alreadyBookmarked } });
    const list = await t.call(apiEndpoints.bookmarks, {}, carol.token);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([two.id, one.id]);
    expect(list.body.data[0].isBookmarked).toBe(true);
    expect((await t.call(apiEndpoints.removeBookmark, { postId: one.id }, carol.token)).body.message).toBe(
      'Unbookmarked',
    );
    const gone = await t.call(apiEndpoints.removeBookmark, { postId: one.id }, carol.token);
    expect(gone).toMatchObject({ status: 409, body: { message: conflictMessages.notBookmarked } });
    expect((await t.call(apiEndpoints.bookmarks, {})).status).toBe(401);
  });
});

describe('follows and profiles', () => {
  it('should follow once, count both sides and unfollow once', async () => {
    const erin = await t.signUp('Erin');
    const follow = (isFollowed: boolean) =>
      t.call(apiEndpoints.follow, { userId: bob.accountId, isFollowed }, erin.token);
    expect((await follow(true)).body.data).toEqual({ isFollowed: true });
    expect(await follow(true)).toMatchObject({
      status: 409,
      body: { message: conflictMessages.alreadyFollowing },
    });
    const [profile] = (await t.call(apiEndpoints.getProfiles, { userIds: [bob.accountId] }, erin.token)).body
      .data;
    expect(profile).toMatchObject({ meFollowed: true, followedMe: false, status: 'Active', role: 'Silver' });
    expect(profile.numFollower).toBeGreaterThanOrEqual(1);
    expect((await follow(false)).status).toBe(200);
    expect(await follow(false)).toMatchObject({
      status: 409,
      body: { message: conflictMessages.notFollowing },
    });
    const self = await t.call(apiEndpoints.follow, { userId: erin.accountId, isFollowed: true }, erin.token);
    expect(self.status).toBe(400);
    expect(
      (await t.call(apiEndpoints.follow, { userId: 'client|ghost', isFollowed: true }, erin.token)).status,
    ).toBe(404);
    expect((await t.call(apiEndpoints.follow, { userId: 'bob', isFollowed: true }, erin.token)).status).toBe(
      400,
    );
  });

  it('should leave unknown ids out of /profile/get', async () => {
    const res = await t.call(apiEndpoints.getProfiles, { userIds: ['client|ghost', alice.accountId] });
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([alice.accountId]);
  });
});

describe('post limit', () => {
  it('should count down the daily allowance and refuse at 0 with 403', async () => {
    const newbie = await t.signUp('Newbie');
    expect((await t.call(apiEndpoints.postLimitInfo, {}, newbie.token)).body.data).toEqual({
      limit: 3,
      available: 3,
      max: 3,
      remaining: 3,
    });
    await Promise.all([post(newbie, 'one'), post(newbie, 'two')]);
    expect((await t.call(apiEndpoints.postLimitInfo, {}, newbie.token)).body.data.available).toBe(1);
    const racing = await Promise.all(
      [1, 2, 3].map((n) => t.call(apiEndpoints.createPost, { body: `race ${n}` }, newbie.token)),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 403)[0]?.body.message).toBe('You have reached the post limit.');
    expect((await t.call(apiEndpoints.postLimitInfo, {}, newbie.token)).body.data.available).toBe(0);
  });
});
