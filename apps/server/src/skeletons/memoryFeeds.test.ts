/**
 * The in-memory feeds stay exact through writes: after each like, unlike, post, delete, follow, unfollow,
 * block and unblock, the feeds the endpoints serve from author lists and hot lists equal the SQL
 * skeletons run on the database at that moment, for the writer and for a bystander.
 */
import { apiEndpoints, type Endpoint } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { recordQueries } from '../test/queries';
import { followingSkeleton, forYouSkeleton } from './feeds';

let t: TestApp;
let viewer: TestUser;
let friend: TestUser;
let stranger: TestUser;
let bystander: TestUser;
const friendPosts: string[] = [];
const strangerPosts: string[] = [];

const ok = async (endpoint: Endpoint, input: Record<string, unknown>, user: TestUser) => {
  const res = await t.call(endpoint, input as never, user.token);
  if (res.status !== 200) throw new Error(`${endpoint.path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const post = async (user: TestUser, body: string) =>
  (await ok(apiEndpoints.createPost, { body }, user)).id as string;

/** A whole feed, and a full first page (a stale list would leave a deleted post's hole in it). */
const PAGES = [
  { offset: 0, limit: 20 },
  { offset: 0, limit: 3 },
];

/** Each feed of `user` through its endpoint, next to the SQL skeleton's ids. */
async function feeds(user: TestUser, page = PAGES[0] as { offset: number; limit: number }) {
  const read = async (endpoint: Endpoint) =>
    ((await ok(endpoint, page, user)) as { id: string }[]).map((p) => p.id);
  return {
    following: await read(apiEndpoints.followingPosts),
    followingSql: await followingSkeleton(t.ctx.db, user.accountId, page),
    forYou: await read(apiEndpoints.listPosts),
    forYouSql: await forYouSkeleton(t.ctx.db, user.accountId, page),
  };
}

async function expectExact(step: string) {
  for (const user of [viewer, bystander]) {
    for (const page of PAGES) {
      const f = await feeds(user, page);
      const what = `${step}: ${user.accountId}, limit ${page.limit}`;
      expect(f.following, `${what}, following`).toEqual(f.followingSql);
      expect(f.forYou, `${what}, for you`).toEqual(f.forYouSql);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ POST_LIMIT_SILVER: '1000', GUARD_MIN_ROLE: 'Non' });
  viewer = await t.signUp('Viewer', 'Silver');
  friend = await t.signUp('Friend', 'Silver');
  stranger = await t.signUp('Stranger', 'Silver');
  bystander = await t.signUp('Bystander', 'Silver');
  await ok(apiEndpoints.follow, { userId: friend.accountId, isFollowed: true }, viewer);
  await ok(apiEndpoints.follow, { userId: stranger.accountId, isFollowed: true }, bystander);
  for (let i = 0; i < 4; i++) {
    friendPosts.push(await post(friend, `friend ${i}`));
    strangerPosts.push(await post(stranger, `stranger ${i}`));
  }
});
afterAll(() => t?.close());

describe('in-memory feeds through writes', () => {
  it('should serve a warm feed without a skeleton statement', async () => {
    await expectExact('start');
    const names = await recordQueries(t, () =>
      t.call(apiEndpoints.followingPosts, { limit: 19 }, viewer.token),
    );
    expect(names.filter((name) => name.startsWith('following_') || name.startsWith('author_'))).toEqual([]);
  });

  it('should follow likes, new posts and deletes', async () => {
    // Likes move an older post up 'for you' (engagement is in the hot score).
    await ok(apiEndpoints.likePost, { postId: strangerPosts[0] }, viewer);
    await ok(apiEndpoints.likePost, { postId: strangerPosts[0] }, friend);
    await ok(apiEndpoints.likePost, { postId: friendPosts[0] }, bystander);
    await expectExact('likes');
    await ok(apiEndpoints.unlikePost, { postId: friendPosts[0] }, bystander);
    await expectExact('unlike');

    // A reply raises its parent's comment count, so the parent's author's order changes too.
    await ok(
      apiEndpoints.createPost,
      { body: 'a reply', postType: 'Reply', postTypeValue: friendPosts[1] },
      bystander,
    );
    friendPosts.push(await post(friend, 'friend, later'));
    await post(viewer, 'my own');
    await expectExact('new posts');

    await ok(apiEndpoints.hidePost, { postId: friendPosts.at(-1) }, friend);
    await expectExact('delete');

    // Deleting a reply lowers its parent's comment count: the parent's author's hottest order moves.
    const reply = await ok(
      apiEndpoints.createPost,
      { body: 'a second reply', postType: 'Reply', postTypeValue: friendPosts[0] },
      bystander,
    );
    await expectExact('another reply');
    await ok(apiEndpoints.hidePost, { postId: reply.id }, bystander);
    await expectExact('reply deleted');

    // A post with no reference reaches the bystander (who does not follow the viewer) only through the hot list.
    await post(viewer, 'another of mine');
    await expectExact('a plain post');
  });

  it('should follow follows and blocks', async () => {
    await ok(apiEndpoints.follow, { userId: stranger.accountId, isFollowed: true }, viewer);
    await expectExact('follow');
    await ok(apiEndpoints.follow, { userId: stranger.accountId, isFollowed: false }, viewer);
    await expectExact('unfollow');
    await ok(apiEndpoints.block, { userId: viewer.accountId, isBlocked: true }, stranger);
    const { forYou } = await feeds(viewer);
    for (const id of strangerPosts) expect(forYou).not.toContain(id);
    await expectExact('blocked by the stranger');
    await ok(apiEndpoints.block, { userId: viewer.accountId, isBlocked: false }, stranger);
    await expectExact('unblocked');
  });
});
