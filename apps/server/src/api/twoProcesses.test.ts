/**
 * Two server processes on one PostgreSQL database (and one Redis when REDIS_URL is set) behave as one
 * service: a like, delete, follow, block or ban made through process A is seen by the very next request to
 * process B, which had read the same pages just before. Each process has its own app, connection pools,
 * token cache, Redis client and job workers, as two `main.ts` processes would; they share nothing in memory.
 * Runs on PostgreSQL only (PGlite is one process's embedded database).
 */
import { apiEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SecondProcess,
  startSecondProcess,
  type TestApp,
  type TestUser,
} from '../test/harness';

interface ListedPost {
  id: string;
  numLike: number;
  isLiked: boolean;
  isDeleted: boolean;
}

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one database', () => {
  let a: TestApp;
  let b: SecondProcess;
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  let postId: string;

  beforeAll(async () => {
    a = await createTestApp({
      GUARD_MIN_ROLE: 'Non',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    b = await startSecondProcess(a);
    [author, reader, admin] = [
      await a.signUp('Author'),
      await a.signUp('Reader'),
      await a.signUp('Admin', 'SysAdmin'),
    ];
    postId = (await a.call(apiEndpoints.createPost, { body: 'seen by both' }, author.token)).body.data.id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The reader's 'for you' page as process B answers it. */
  const forYouOnB = async (): Promise<ListedPost[]> => {
    const res = await b.call(apiEndpoints.listPosts, { limit: 50 }, reader.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const onB = async (id: string) => (await forYouOnB()).find((post) => post.id === id);

  it('should show a like made through A on the next read of B', async () => {
    expect(await onB(postId)).toMatchObject({ numLike: 0, isLiked: false });
    expect((await a.call(apiEndpoints.likePost, { postId }, reader.token)).status).toBe(200);
    expect(await onB(postId)).toMatchObject({ numLike: 1, isLiked: true });
  });

  it('should show a follow made through A on the next read of B (profile and following feed)', async () => {
    const following = async (): Promise<string[]> =>
      (await b.call(apiEndpoints.followingPosts, { limit: 20 }, reader.token)).body.data.map(
        (post: ListedPost) => post.id,
      );
    const profile = async () =>
      (await b.call(apiEndpoints.getProfiles, { userIds: [author.accountId] }, reader.token)).body.data[0];
    // With Redis this first read creates the reader's stored timeline; the follow merges into it at once.
    expect(await following()).toEqual([]);
    expect(await profile()).toMatchObject({ meFollowed: false, numFollower: 0 });
    await a.call(apiEndpoints.follow, { userId: author.accountId, isFollowed: true }, reader.token);
    expect(await profile()).toMatchObject({ meFollowed: true, numFollower: 1 });
    expect(await following()).toEqual([postId]);
  });

  it('should leave a post deleted through A out of the next read of B', async () => {
    const doomed = (await a.call(apiEndpoints.createPost, { body: 'soon gone' }, author.token)).body.data.id;
    expect(await onB(doomed)).toBeDefined();
    expect((await a.call(apiEndpoints.hidePost, { postId: doomed }, author.token)).status).toBe(200);
    expect(await onB(doomed)).toBeUndefined();
    const direct = await b.call(apiEndpoints.getPosts, { postIds: [doomed] }, reader.token);
    expect(direct.body.data).toMatchObject([{ id: doomed, isDeleted: true, body: '' }]);
  });

  it('should hide the blocker’s posts from the blocked reader on the next read of B', async () => {
    expect(await onB(postId)).toBeDefined();
    await a.call(apiEndpoints.block, { userId: reader.accountId, isBlocked: true }, author.token);
    expect(await onB(postId)).toBeUndefined();
    const following = await b.call(apiEndpoints.followingPosts, { limit: 20 }, reader.token);
    expect(following.body.data).toEqual([]);
  });

  it('should refuse a ban made through A on the next request to B, and let the account back after unban', async () => {
    expect((await b.call(apiEndpoints.listPosts, {}, reader.token)).status).toBe(200);
    await a.call(apiEndpoints.banAccounts, { usersId: [reader.accountId], isBanned: true }, admin.token);
    expect(await b.call(apiEndpoints.listPosts, {}, reader.token)).toMatchObject({
      status: 403,
      body: { code: 'AccountBanned' },
    });
    await a.call(apiEndpoints.banAccounts, { usersId: [reader.accountId], isBanned: false }, admin.token);
    expect((await b.call(apiEndpoints.listPosts, {}, reader.token)).status).toBe(200);
  });
});
