/**
 * "A client written only from the spec can run every call" (issue 12), part two: the profile, user and admin
 * calls of SPEC §7 and the server's own extras, sent by `test/specClient.ts` the way the spec writes them.
 * The auth and post calls (and the list of spec calls not implemented yet) are in specClient.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  expectFields,
  expectList,
  expectProfile,
  expectSuccess,
  type SpecClient,
  type SpecUser,
  specClient,
  specSignUp,
  specVerify,
} from '../test/specClient';

let t: TestApp;
let client: SpecClient;
let ada: SpecUser;
let bob: SpecUser;
let eve: SpecUser;

beforeAll(async () => {
  t = await createTestApp();
  client = specClient(t.app);
  ada = await specSignUp(client, 'Ada');
  bob = await specSignUp(client, 'Bob');
  eve = await specSignUp(client, 'Eve');
  for (const user of [ada, bob, eve]) expect(await specVerify(client, user)).toBe('Silver');
});
afterAll(() => t.close());

describe('the profile calls, as SPEC §7 writes them', () => {
  it('should update the profile with about as an object or its JSON string, images empty when unchanged', async () => {
    const avatar = 'https://cdn.example.test/ada.webp';
    expect(
      expectSuccess(await client.post('/api/profile/updateAvatar', { url: avatar }, ada.access)).avatar,
    ).toBe(avatar);
    const cover = 'https://cdn.example.test/cover.webp';
    const covered = expectSuccess(
      await client.post('/api/profile/updateCoverImage', { url: cover }, ada.access),
    );
    expect(covered.thumbnail).toBe(cover);

    const about = { firstName: 'Ada', lastName: 'Lovelace', bio: 'Engines', aboutme: '' };
    const asJson = { about: JSON.stringify(about), avatar: '', coverImage: '' };
    const updated = expectSuccess(await client.post('/api/profile/update', asJson, ada.access));
    expectProfile(updated);
    expect(updated).toMatchObject({ displayName: 'Ada Lovelace', bio: 'Engines', avatar, thumbnail: cover });
    const asObject = { about: { ...about, bio: 'Analytical engines' }, avatar: '', coverImage: '' };
    expect(expectSuccess(await client.post('/api/profile/update', asObject, ada.access)).bio).toBe(
      'Analytical engines',
    );
  });

  it('should get, search and list profiles with the list envelope', async () => {
    const got = expectList(
      await client.post('/api/profile/get', { userIds: [ada.accountId, bob.accountId] }),
      'profile',
    );
    expect(got.map((profile) => profile.id).sort()).toEqual([ada.accountId, bob.accountId].sort());
    const found = expectList(
      await client.post('/api/profile/search', { query: '@lovelace', offset: 0, limit: 10 }),
      'profile',
    );
    expect(found.map((profile) => profile.id)).toEqual([ada.accountId]);
    expectList(await client.post('/api/profile/most-active', undefined, bob.access), 'profile');
    expectList(await client.post('/api/profile/most-active', {}), 'profile');
  });

  it('should read the post limit under both names the spec gives it', async () => {
    const limit = expectSuccess(await client.post('/api/profile/getPostLimitInfo', undefined, ada.access));
    // §7 reads {limit, available}; §3 names the same entity {max, remaining}.
    expectFields(limit, ['limit', 'available', 'max', 'remaining']);
    expect(limit).toMatchObject({ max: limit.limit, remaining: limit.available });
  });
});

describe('the user calls, as SPEC §7 writes them', () => {
  it('should follow, list follows with each sort order and unfollow', async () => {
    const follow = { userId: ada.accountId, isFollowed: true };
    expect(expectSuccess(await client.post('/api/user/follow', follow, bob.access))).toEqual({
      isFollowed: true,
    });
    expectSuccess(await client.post('/api/user/follow', follow, eve.access));
    const again = await client.post('/api/user/follow', follow, eve.access);
    expect(again).toMatchObject({ status: 409, body: { message: 'Already following this account' } });
    for (const sort of ['', 'default', 'latest', 'earliest']) {
      const page = { sort, userId: ada.accountId, offset: 0, limit: 10 };
      const followers = expectList(await client.post('/api/profile/followers', page, bob.access), 'profile');
      expect(followers).toHaveLength(2);
    }
    const followed = { userId: bob.accountId, offset: 0, limit: 10 };
    const following = expectList(await client.post('/api/profile/following', followed), 'profile');
    expect(following.map((profile) => profile.id)).toEqual([ada.accountId]);
    const unfollow = { userId: ada.accountId, isFollowed: false };
    expect(expectSuccess(await client.post('/api/user/follow', unfollow, eve.access))).toEqual({
      isFollowed: false,
    });
    const twice = await client.post('/api/user/follow', unfollow, eve.access);
    expect(twice).toMatchObject({ status: 409, body: { message: 'Not following this account' } });
  });

  it('should block and unblock, listing the blocked accounts', async () => {
    const block = { userId: eve.accountId, isBlocked: true };
    expect(expectSuccess(await client.post('/api/user/block', block, ada.access))).toEqual({
      isBlocked: true,
    });
    const blocked = expectList(await client.post('/api/profile/blocked', undefined, ada.access), 'profile');
    expect(blocked.map((profile) => profile.id)).toEqual([eve.accountId]);
    // SPEC §3 profile status as each side sees the other: Blocks, IsBlocked.
    const [seenByAda] = expectList(
      await client.post('/api/profile/get', { userIds: [eve.accountId] }, ada.access),
      'profile',
    );
    expect(seenByAda.status).toBe('Blocks');
    const [seenByEve] = expectList(
      await client.post('/api/profile/get', { userIds: [ada.accountId] }, eve.access),
      'profile',
    );
    expect(seenByEve.status).toBe('IsBlocked');
    const unblock = { userId: eve.accountId, isBlocked: false };
    expect(expectSuccess(await client.post('/api/user/block', unblock, ada.access))).toEqual({
      isBlocked: false,
    });
  });
});

describe('the admin calls, as SPEC §6/§7 name them', () => {
  let root: SpecUser;
  let target: SpecUser;

  beforeAll(async () => {
    // No call makes a SysAdmin (the operator's ADMIN_EMAIL does); the test sets the role as the operator would.
    root = await specSignUp(client, 'Root');
    target = await specSignUp(client, 'Target');
    await t.ctx.db.update(accounts).set({ role: 'SysAdmin' }).where(eq(accounts.id, root.accountId));
  });

  it('should set a KYC role by the names and the levels of SPEC §3', async () => {
    const names = ['Gold', 'Non', 'SysAdmin', 'Silver'].map((role) => [role, role]);
    const levels = [
      [2, 'Gold'],
      [0, 'Non'],
      ['SYSTEM_ADMIN', 'SysAdmin'],
      ['NONE', 'Non'],
      ['SILVER', 'Silver'],
    ];
    // Ends at Silver: the next test posts as the target.
    const roles = [...levels, ...names];
    for (const [role, name] of roles) {
      const set = await client.post('/api/user/setRole', { userId: target.accountId, role }, root.access);
      expect(expectSuccess(set)).toEqual({ role: name });
    }
  });

  it('should remove all posts of a user, ban and delete users', async () => {
    const post = {
      communityId: 'Rep',
      title: '',
      body: 'To be removed',
      postType: 'Standard',
      postTypeValue: '',
      media: 'Standard',
      mediaValue: '',
    };
    expectSuccess(await client.post('/api/post/create-post', post, target.access));
    const removed = expectSuccess(
      await client.post('/api/post/admin-remove-all-post', { userId: target.accountId }, root.access),
    );
    expect(removed).toEqual({ removed: 1 });
    const ban = await client.post('/api/admin/ban-accounts', { usersId: [target.accountId] }, root.access);
    expect(expectSuccess(ban)).toEqual({ updated: 1 });
    const signIn = {
      idToken: '',
      provider: 'password',
      payload: { email: target.email, password: target.password },
    };
    expect(await client.post('/auth/sign-in/', signIn)).toMatchObject({
      body: { success: false, message: 'Account is banned' },
    });
    const deleted = await client.post(
      '/api/admin/delete-users',
      { usersId: [target.accountId] },
      root.access,
    );
    expect(expectSuccess(deleted)).toEqual({ deleted: 1 });
  });

  it("should answer the server's own calls (not in the spec) with their defaults", async () => {
    expectFields(expectSuccess(await client.get('/api/config')), ['guardMinRole', 'postLimits']);
    const handle = expectSuccess(await client.post('/api/profile/get', { userIds: [ada.accountId] })).at(
      0,
    ).username;
    expect(expectSuccess(await client.post('/api/profile/by-username', { username: handle })).id).toBe(
      ada.accountId,
    );
    for (const path of ['/api/admin/accounts', '/api/admin/reports', '/api/admin/feedback']) {
      expect(Array.isArray(expectSuccess(await client.post(path, undefined, root.access)))).toBe(true);
    }
  });
});
