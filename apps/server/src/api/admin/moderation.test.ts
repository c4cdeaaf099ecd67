import { apiEndpoints, authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('Admin', 'SysAdmin');
});
afterAll(() => t.close());

const signIn = (user: TestUser) =>
  t.call(authEndpoints.signIn, {
    idToken: '',
    provider: 'password',
    payload: { email: user.email, password: user.password },
  });

describe('admin moderation', () => {
  it('should set roles', async () => {
    const user = await t.signUp('Promoted');
    expect(
      (await t.call(apiEndpoints.setRole, { userId: user.accountId, role: 'Gold' }, admin.token)).body.data,
    ).toEqual({ role: 'Gold' });
    expect((await t.call(authEndpoints.getRole, {}, user.token)).body.data.role).toBe('Gold');
    expect(
      (await t.call(apiEndpoints.setRole, { userId: 'client|ghost', role: 'Gold' }, admin.token)).status,
    ).toBe(404);
  });

  it('should ban: sign-in answers 403 Account is banned, tokens and refresh stop at once, and unban restores', async () => {
    const user = await t.signUp('Banned', 'Silver');
    expect(
      (await t.call(apiEndpoints.banAccounts, { usersId: [user.accountId] }, admin.token)).body.data,
    ).toEqual({ updated: 1 });
    expect(await signIn(user)).toMatchObject({ status: 403, body: { message: 'Account is banned' } });
    expect(await t.call(apiEndpoints.createPost, { body: 'x' }, user.token)).toMatchObject({
      status: 403,
      body: { code: 'AccountBanned' },
    });
    expect((await t.call(authEndpoints.refreshSession, { refresh: user.refresh })).status).toBe(401);
    await t.call(apiEndpoints.banAccounts, { usersId: [user.accountId], isBanned: false }, admin.token);
    expect((await signIn(user)).status).toBe(200);
    expect((await t.call(apiEndpoints.banAccounts, { usersId: [admin.accountId] }, admin.token)).status).toBe(
      400,
    );
  });

  it('should remove all posts of a user and lower the counters their replies raised', async () => {
    const author = await t.signUp('Author', 'Silver');
    const spammer = await t.signUp('Spammer', 'Silver');
    const target = (await t.call(apiEndpoints.createPost, { body: 'original' }, author.token)).body.data;
    await t.call(
      apiEndpoints.createPost,
      { body: 'spam 1', postType: 'Reply', postTypeValue: target.id },
      spammer.token,
    );
    await t.call(apiEndpoints.createPost, { body: 'spam 2' }, spammer.token);
    expect(
      (await t.call(apiEndpoints.removeAllPosts, { userId: spammer.accountId }, admin.token)).body.data,
    ).toEqual({ removed: 2 });
    expect((await t.call(apiEndpoints.userPosts, { userId: spammer.accountId })).body.data).toEqual([]);
    expect((await t.call(apiEndpoints.getPosts, { postIds: [target.id] })).body.data[0].numComment).toBe(0);
  });

  it('should delete users: their session ends, posts read as deleted, follows and counters go', async () => {
    const victim = await t.signUp('Victim', 'Silver');
    const fan = await t.signUp('Fan', 'Silver');
    await t.call(apiEndpoints.follow, { userId: victim.accountId, isFollowed: true }, fan.token);
    const post = (await t.call(apiEndpoints.createPost, { body: 'soon gone' }, victim.token)).body.data;
    expect(
      (await t.call(apiEndpoints.deleteUsers, { usersId: [victim.accountId] }, admin.token)).body.data,
    ).toEqual({ deleted: 1 });
    expect((await t.call(authEndpoints.getRole, {}, victim.token)).status).toBe(401);
    const got = await t.call(apiEndpoints.getPosts, { postIds: [post.id] }, fan.token);
    expect(got.body.data[0]).toMatchObject({ isDeleted: true, body: '', status: 'Deleted' });
    const [fanProfile] = (await t.call(apiEndpoints.getProfiles, { userIds: [fan.accountId] })).body.data;
    expect(fanProfile.numFollowing).toBe(0);
    expect((await signIn(victim)).status).toBe(404);
  });

  it('should let a user delete their own account', async () => {
    const user = await t.signUp('Leaver', 'Silver');
    expect((await t.call(authEndpoints.deleteSelf, {}, user.token)).status).toBe(200);
    expect((await t.call(authEndpoints.getRole, {}, user.token)).status).toBe(401);
    const [profile] = (await t.call(apiEndpoints.getProfiles, { userIds: [user.accountId] })).body.data;
    expect(profile).toMatchObject({ isDeleted: true, status: 'Deleted', displayName: 'Unknown' });
  });

  it('should store reports and feedback and list them for admins only', async () => {
    const user = await t.signUp('Reporter', 'Silver');
    const post = (await t.call(apiEndpoints.createPost, { body: 'bad' }, user.token)).body.data;
    expect(
      (await t.call(apiEndpoints.report, { postId: post.id, reason: '  spam  ' }, user.token)).status,
    ).toBe(200);
    expect((await t.call(apiEndpoints.report, { reason: 'no target' } as never, user.token)).status).toBe(
      400,
    );
    expect((await t.call(apiEndpoints.feedback, { message: 'Love it' })).status).toBe(200);
    const reports = await t.call(apiEndpoints.adminReports, {}, admin.token);
    expect(reports.body.data[0]).toMatchObject({
      postId: post.id,
      reason: 'spam',
      reporterId: user.accountId,
    });
    expect((await t.call(apiEndpoints.adminFeedback, {}, admin.token)).body.data[0].message).toBe('Love it');
    const accounts = await t.call(apiEndpoints.adminAccounts, { query: 'reporter' }, admin.token);
    expect(accounts.body.data[0]).toMatchObject({
      id: user.accountId,
      email: user.email,
      accountStatus: 'Active',
    });
    expect((await t.call(apiEndpoints.adminReports, {}, user.token)).status).toBe(403);
  });
});
