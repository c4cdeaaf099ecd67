import { apiEndpoints, authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, cat] = await Promise.all([
    t.signUp('Annabel', 'Silver'),
    t.signUp('Benedict', 'Silver'),
    t.signUp('Catalina', 'Silver'),
  ]);
});
afterAll(() => t.close());

const follow = (from: TestUser, to: TestUser, isFollowed = true) =>
  t.call(apiEndpoints.follow, { userId: to.accountId, isFollowed }, from.token);
const block = (from: TestUser, to: TestUser, isBlocked = true) =>
  t.call(apiEndpoints.block, { userId: to.accountId, isBlocked }, from.token);
const profile = async (of: TestUser, viewer?: TestUser) =>
  (await t.call(apiEndpoints.getProfiles, { userIds: [of.accountId] }, viewer?.token)).body.data[0];
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((item) => item.id);

describe('block', () => {
  it('should remove follows both ways with exact counters, hide posts both ways and answer 409s', async () => {
    const [x, y] = await Promise.all([t.signUp('Xavier', 'Silver'), t.signUp('Yolanda', 'Silver')]);
    await follow(x, y);
    await follow(y, x);
    expect((await profile(x)).numFollowing).toBe(1);
    const yPost = (await t.call(apiEndpoints.createPost, { body: 'from y' }, y.token)).body.data;
    const xQuote = (
      await t.call(
        apiEndpoints.createPost,
        { body: 'quoting y', postType: 'QuotePost', postTypeValue: yPost.id },
        x.token,
      )
    ).body.data;

    expect((await block(x, y)).body.data).toEqual({ isBlocked: true });
    expect(await block(x, y)).toMatchObject({ status: 409 });
    const [px, py] = [await profile(x, x), await profile(y, x)];
    expect([px.numFollowing, px.numFollower, py.numFollowing, py.numFollower]).toEqual([0, 0, 0, 0]);
    expect(py.status).toBe('Blocks');
    expect((await profile(x, y)).status).toBe('IsBlocked');

    expect(ids(await t.call(apiEndpoints.listPosts, { limit: 100 }, x.token))).not.toContain(yPost.id);
    expect(ids(await t.call(apiEndpoints.listPosts, { limit: 100 }, y.token))).not.toContain(xQuote.id);
    expect(ids(await t.call(apiEndpoints.listPosts, { limit: 100 }, cat.token))).toEqual(
      expect.arrayContaining([yPost.id, xQuote.id]),
    );
    const quoteSeenByZ = await t.call(apiEndpoints.getPosts, { postIds: [xQuote.id] }, x.token);
    expect(quoteSeenByZ.body.metadata.posts[yPost.id]).toMatchObject({ body: '' });
    expect(quoteSeenByZ.body.metadata.userProfiles[y.accountId].status).toBe('Blocks');

    expect(await follow(y, x)).toMatchObject({ status: 403 });
    expect(await t.call(apiEndpoints.likePost, { postId: yPost.id }, x.token)).toMatchObject({ status: 404 });
    expect(ids(await t.call(apiEndpoints.blockedProfiles, {}, x.token))).toEqual([y.accountId]);

    expect((await block(x, y, false)).status).toBe(200);
    expect(await block(x, y, false)).toMatchObject({ status: 409 });
    expect(await t.call(apiEndpoints.block, { userId: x.accountId, isBlocked: true }, x.token)).toMatchObject(
      { status: 400 },
    );
  });
});

describe('people search', () => {
  it('should find by partial name, strip @, and exclude blocks in either direction', async () => {
    const found = await t.call(apiEndpoints.searchProfiles, { query: '@benedi' }, ann.token);
    expect(ids(found)).toContain(ben.accountId);
    // Account lists carry the list envelope too (DESIGN "Lists").
    expect(found.body.metadata.fetchedRecordsCount).toBe(found.body.data.length);
    expect(ids(await t.call(apiEndpoints.searchProfiles, { query: 'catalina' }, ann.token))).toContain(
      cat.accountId,
    );

    await block(cat, ann);
    expect(ids(await t.call(apiEndpoints.searchProfiles, { query: 'catalina' }, ann.token))).not.toContain(
      cat.accountId,
    );
    expect(ids(await t.call(apiEndpoints.searchProfiles, { query: 'annabel' }, cat.token))).not.toContain(
      ann.accountId,
    );
    expect(ids(await t.call(apiEndpoints.searchProfiles, { query: 'catalina' }, ben.token))).toContain(
      cat.accountId,
    );
    await block(cat, ann, false);

    expect((await t.call(apiEndpoints.searchProfiles, { query: '@' })).status).toBe(400);
    const long = await t.call(apiEndpoints.searchProfiles, { query: 'x'.repeat(1001) });
    expect(long.body.message).toBe('query: The text is too long');
  });
});

describe('follow lists', () => {
  it('should list followers and following with the three sort orders', async () => {
    const star = await t.signUp('Star', 'Silver');
    for (const fan of [ann, ben, cat]) await follow(fan, star);
    await follow(ben, ann);
    const latest = await t.call(apiEndpoints.followers, { userId: star.accountId, sort: 'latest' });
    expect(ids(latest)).toEqual([cat.accountId, ben.accountId, ann.accountId]);
    const earliest = await t.call(apiEndpoints.followers, {
      userId: star.accountId,
      sort: 'earliest',
      limit: 3,
    });
    expect(ids(earliest)).toEqual([ann.accountId, ben.accountId, cat.accountId]);
    const byFollowers = await t.call(apiEndpoints.followers, { userId: star.accountId });
    expect(ids(byFollowers)[0]).toBe(ann.accountId);
    expect(ids(await t.call(apiEndpoints.following, { userId: ben.accountId }))).toEqual(
      expect.arrayContaining([star.accountId, ann.accountId]),
    );
    const viewed = await t.call(apiEndpoints.followers, { userId: star.accountId }, ben.token);
    expect(viewed.body.data.find((p: { id: string }) => p.id === ann.accountId).meFollowed).toBe(true);
  });

  it('should show the followed account that it is followed back at once (followedMe)', async () => {
    const fan = await t.signUp('Fan', 'Silver');
    const idol = await t.signUp('Idol', 'Silver');
    expect(await profile(fan, idol)).toMatchObject({ followedMe: false });
    await follow(fan, idol);
    expect(await profile(fan, idol)).toMatchObject({ followedMe: true });
    await follow(fan, idol, false);
    expect(await profile(fan, idol)).toMatchObject({ followedMe: false });
  });
});

describe('profile updates', () => {
  it('should update names, bio, username, avatar and cover, and refuse a taken username', async () => {
    const res = await t.call(
      apiEndpoints.updateProfile,
      {
        about: JSON.stringify({
          firstName: 'Anna',
          lastName: 'Bell',
          bio: 'Hello there',
          username: 'anna_bell',
        }),
      },
      ann.token,
    );
    expect(res.body.data).toMatchObject({
      displayName: 'Anna Bell',
      bio: 'Hello there',
      username: 'anna_bell',
    });
    const avatar = await t.call(
      apiEndpoints.updateAvatar,
      { url: 'https://cdn.example.test/a.webp' },
      ann.token,
    );
    expect(avatar.body.data.avatar).toBe('https://cdn.example.test/a.webp');
    const cover = await t.call(
      apiEndpoints.updateCoverImage,
      { url: 'https://cdn.example.test/c.webp' },
      ann.token,
    );
    expect(cover.body.data.thumbnail).toBe('https://cdn.example.test/c.webp');
    expect((await t.call(apiEndpoints.updateAvatar, { url: 'javascript:alert(1)' }, ann.token)).status).toBe(
      400,
    );
    const taken = await t.call(apiEndpoints.updateProfile, { about: { username: 'anna_bell' } }, ben.token);
    expect(taken.status).toBe(409);
    expect(ids(await t.call(apiEndpoints.searchProfiles, { query: 'anna bell' }))).toContain(ann.accountId);
  });

  it('should list the most active accounts', async () => {
    await t.call(apiEndpoints.createPost, { body: 'one' }, ben.token);
    await t.call(apiEndpoints.createPost, { body: 'two' }, ben.token);
    expect(ids(await t.call(apiEndpoints.mostActive, {}))[0]).toBe(ben.accountId);
  });
});

describe('KYC endpoints', () => {
  it('should publish the guard level and post limits', async () => {
    const res = await t.call(apiEndpoints.appConfig, {});
    expect(res.body.data).toMatchObject({ guardMinRole: 'Silver', postLimits: { Non: 20, Silver: 100 } });
  });

  it('should say whether the user can start verification', async () => {
    const fresh = await t.signUp('Fresh');
    expect((await t.call(authEndpoints.canKyc, {}, fresh.token)).body.data).toBe(true);
    expect((await t.call(authEndpoints.canKyc, {}, ann.token)).body.data).toBe(false);
    const refused = await t.call(apiEndpoints.createPost, { body: 'hi' }, fresh.token);
    expect(refused).toMatchObject({ status: 403, body: { code: 'VerificationRequired' } });

    const other = await t.call(authEndpoints.createVerification, {}, ann.token);
    expect(
      (await t.call(authEndpoints.submitKyc, { session: other.body.data.session }, fresh.token)).status,
    ).toBe(400);
    const started = await t.call(authEndpoints.createVerification, {}, fresh.token);
    expect(started.body.message).toBe(started.body.data.session);
    expect(
      (await t.call(authEndpoints.submitKyc, { session: started.body.data.session }, fresh.token)).body.data,
    ).toEqual({ role: 'Silver' });
    expect((await t.call(authEndpoints.refreshKyc, {}, fresh.token)).body.data.role).toBe('Silver');
    expect((await t.call(apiEndpoints.createPost, { body: 'verified now' }, fresh.token)).status).toBe(200);
  });
});
