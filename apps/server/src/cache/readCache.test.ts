import { apiEndpoints, authEndpoints } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { countQueries, recordQueries } from '../test/queries';
import { ChangeLog } from './changeLog';
import { linkPeers } from './peers';
import { VIEWER_STATE_MAX } from './viewerCache';

interface ListedPost {
  id: string;
  accountId: string;
  numLike: number;
  numComment: number;
  isLiked: boolean;
}

/** The exact app (grace 0, as every test app) and one that lets others' changes lag for a minute. */
let exact: TestApp;
let lagging: TestApp;

beforeAll(async () => {
  const env = { GUARD_MIN_ROLE: 'Non', POST_LIMIT_NON: '1000' };
  [exact, lagging] = await Promise.all([
    createTestApp(env),
    createTestApp({ ...env, READ_CACHE_GRACE_MS: '60000' }),
  ]);
});
afterAll(() => Promise.all([exact.close(), lagging.close()]));

const post = async (t: TestApp, user: TestUser, input: object): Promise<string> => {
  const res = await t.call(apiEndpoints.createPost, input, user.token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
};
const forYou = async (t: TestApp, user?: TestUser): Promise<ListedPost[]> =>
  (await t.call(apiEndpoints.listPosts, { limit: 20 }, user?.token)).body.data;
const find = (list: ListedPost[], id: string) => list.find((p) => p.id === id);

describe('read caches on an exact app', () => {
  let author: TestUser;
  let reader: TestUser;
  let postId: string;

  beforeAll(async () => {
    author = await exact.signUp('Author');
    reader = await exact.signUp('Reader');
    postId = await post(exact, author, { body: 'cached #post' });
    await exact.call(apiEndpoints.follow, { userId: author.accountId, isFollowed: true }, reader.token);
  });

  it('should authorise a write by role and status alone when its state is stale, and load the state on the next read', async () => {
    const writer = await exact.signUp('Writer');
    await forYou(exact, writer);
    const like = (endpoint: typeof apiEndpoints.likePost) =>
      recordQueries(exact, () => exact.call(endpoint, { postId }, writer.token));
    // The state the read loaded is current: the write needs no query to authorise.
    expect(await like(apiEndpoints.likePost)).not.toContain('viewer_state');
    // That write outdated it: the next write reads role and status, not the state it would outdate again.
    const second = await like(apiEndpoints.unlikePost);
    expect(second).toContain('viewer');
    expect(second).not.toContain('viewer_state');
    expect((await recordQueries(exact, () => forYou(exact, writer)))[0]).toBe('viewer_state');
  });

  it('should answer a repeated feed or thread read with no query, and the same body', async () => {
    for (const [endpoint, input] of [
      [apiEndpoints.listPosts, { limit: 20 }],
      [apiEndpoints.followingPosts, { limit: 20 }],
      [apiEndpoints.replies, { postId }],
      [apiEndpoints.nested, { postId }],
      [apiEndpoints.searchPosts, { query: 'cached' }],
    ] as const) {
      const first = await exact.call(endpoint, input, reader.token);
      let second: Awaited<typeof first> | undefined;
      expect(
        await countQueries(exact, async () => (second = await exact.call(endpoint, input, reader.token))),
      ).toBe(0);
      expect(second?.body).toEqual(first.body);
      expect(second?.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("should show another account's like, reply and new post to a reader who has the pages and a search cached", async () => {
    await forYou(exact, reader);
    await exact.call(apiEndpoints.replies, { postId }, reader.token);
    const liker = await exact.signUp('Liker');
    await exact.call(apiEndpoints.likePost, { postId }, liker.token);
    expect(find(await forYou(exact, reader), postId)?.numLike).toBe(1);
    const replyId = await post(exact, liker, { postType: 'Reply', postTypeValue: postId, body: 'a reply' });
    const replies = (await exact.call(apiEndpoints.replies, { postId }, reader.token)).body
      .data as ListedPost[];
    expect(replies.map((p) => p.id)).toEqual([replyId]);
    const nested = (await exact.call(apiEndpoints.nested, { postId }, reader.token)).body
      .data as ListedPost[];
    expect(nested.map((p) => p.id)).toEqual([postId, replyId]);
    const search = async () =>
      (await exact.call(apiEndpoints.searchPosts, { query: 'newer' }, reader.token)).body;
    expect((await search()).data).toEqual([]);
    const newer = await post(exact, author, { body: 'newer' });
    expect((await search()).data.map((p: ListedPost) => p.id)).toEqual([newer]);
    const following = (await exact.call(apiEndpoints.followingPosts, { limit: 20 }, reader.token)).body.data;
    expect((following as ListedPost[])[0]?.id).toBe(newer);
  });

  it("should show a deleted post's placeholder and an author's new follower count to a cached reader", async () => {
    const doomed = await post(exact, author, { body: 'soon deleted' });
    const quote = await post(exact, author, {
      postType: 'QuotePost',
      postTypeValue: doomed,
      body: 'quoting',
    });
    const page = async () => (await exact.call(apiEndpoints.listPosts, { limit: 20 }, reader.token)).body;
    expect((await page()).metadata.posts[doomed]).toBeUndefined();
    expect((await exact.call(apiEndpoints.hidePost, { postId: doomed }, author.token)).status).toBe(200);
    const afterDelete = await page();
    expect(find(afterDelete.data, doomed)).toBeUndefined();
    expect(find(afterDelete.data, quote)).toBeDefined();
    expect(afterDelete.metadata.posts[doomed]).toMatchObject({ isDeleted: true, body: '' });

    const followers = afterDelete.metadata.userProfiles[author.accountId].numFollower;
    const fan = await exact.signUp('Fan');
    await exact.call(apiEndpoints.follow, { userId: author.accountId, isFollowed: true }, fan.token);
    expect((await page()).metadata.userProfiles[author.accountId].numFollower).toBe(followers + 1);
  });

  it('should refuse a cached viewer on the next request after a ban', async () => {
    const admin = await exact.signUp('Admin', 'SysAdmin');
    const user = await exact.signUp('SoonBanned');
    expect((await exact.call(apiEndpoints.listPosts, { limit: 5 }, user.token)).status).toBe(200);
    await exact.call(apiEndpoints.banAccounts, { usersId: [user.accountId], isBanned: true }, admin.token);
    expect((await exact.call(apiEndpoints.listPosts, { limit: 5 }, user.token)).status).toBe(403);
  });

  it('should see a role gained through KYC on the next request of a cached viewer', async () => {
    const user = await exact.signUp('Verifying');
    expect((await exact.call(authEndpoints.getRole, {}, user.token)).body.data.role).toBe('Non');
    const { session } = (await exact.call(authEndpoints.createVerification, {}, user.token)).body.data;
    expect((await exact.call(authEndpoints.submitKyc, { session }, user.token)).status).toBe(200);
    expect((await exact.call(authEndpoints.getRole, {}, user.token)).body.data.role).toBe('Silver');
  });

  it('should move a live schedule from Inactive to Active when its start passes, with no write', async () => {
    const startAt = Date.now() + 1500;
    const liveId = await post(exact, author, {
      postType: 'LiveSchedule',
      postTypeValue: { startAt, endAt: startAt + 3_600_000 },
      body: 'live soon',
    });
    const lives = async () => (await exact.call(apiEndpoints.listPosts, { limit: 20 })).body.metadata.lives;
    expect((await lives())[liveId]?.status).toBe('Inactive');
    await new Promise((resolve) => setTimeout(resolve, startAt - Date.now() + 50));
    expect((await lives())[liveId]?.status).toBe('Active');
  });
});

describe('shared post and profile rows', () => {
  let author: TestUser;
  let first: TestUser;
  let second: TestUser;
  let original: string;
  let ids: string[];

  beforeAll(async () => {
    author = await exact.signUp('Sharer');
    [first, second] = [await exact.signUp('FirstReader'), await exact.signUp('SecondReader')];
    original = await post(exact, author, { body: 'shared original' });
    ids = [
      original,
      await post(exact, author, { postType: 'QuotePost', postTypeValue: original, body: 'q' }),
    ];
  });

  const get = (user?: TestUser) => exact.call(apiEndpoints.getPosts, { postIds: ids }, user?.token);

  it('should hydrate posts and authors another viewer loaded with no statement: the viewer’s flags come with their state', async () => {
    await get(first);
    await exact.call(authEndpoints.getRole, {}, second.token);
    expect(await countQueries(exact, () => get(second))).toBe(0);
    expect(await countQueries(exact, () => get())).toBe(0);
    const [mine, signedOut] = [(await get(second)).body, (await get()).body];
    expect(mine.data.map((p: ListedPost) => p.id)).toEqual(ids);
    expect(mine.metadata.userProfiles[author.accountId]).toBeDefined();
    expect(signedOut.data).toEqual(mine.data);
  });

  it('should load a page’s authors with its posts: a changed post and author cost one statement', async () => {
    await get(first);
    await exact.call(authEndpoints.getRole, {}, second.token);
    await exact.call(apiEndpoints.likePost, { postId: original }, first.token);
    const followers = (await get(second)).body.metadata.userProfiles[author.accountId].numFollower;
    // A like changes the post and a follow the author's counters; neither answer reads them back.
    await exact.call(apiEndpoints.likePost, { postId: ids[1] as string }, first.token);
    await exact.call(apiEndpoints.follow, { userId: author.accountId, isFollowed: true }, first.token);
    let page: Awaited<ReturnType<typeof get>> | undefined;
    expect(await countQueries(exact, async () => (page = await get(second)))).toBe(1);
    expect(page?.body.metadata.userProfiles[author.accountId].numFollower).toBe(followers + 1);
    // The author that load brought is in the profile cache for other pages, which then cost no statement.
    const profile = () => exact.call(apiEndpoints.getProfiles, { userIds: [author.accountId] }, second.token);
    expect(await countQueries(exact, profile)).toBe(0);
    expect((await profile()).body.data[0].numFollower).toBe(followers + 1);
    expect(page?.body.data[1]).toMatchObject({ numLike: 1 });
  });

  it('should read only the likes of a viewer with more likes than the state holds from the database', async () => {
    const heavy = await exact.signUp('HeavyLiker');
    // More likes than VIEWER_STATE_MAX, written directly (the API's post limit would take days).
    await exact.ctx.db.execute(sql`insert into posts (id, account_id, community_id, post_type)
      select 'Rep_bulk' || i, ${author.accountId}, 'Rep', 'Standard' from generate_series(1, ${VIEWER_STATE_MAX}) i`);
    await exact.ctx.db.execute(sql`insert into likes (account_id, post_id)
      select ${heavy.accountId}, 'Rep_bulk' || i from generate_series(1, ${VIEWER_STATE_MAX}) i`);
    await exact.call(apiEndpoints.likePost, { postId: ids[1] as string }, heavy.token);
    const names = await recordQueries(exact, async () => {
      const page = (await get(heavy)).body;
      expect(page.data.map((p: ListedPost) => p.isLiked)).toEqual([false, true]);
    });
    expect(names[0]).toBe('viewer_state');
    expect(names).toContain('viewer_flags_liked');
  });

  it("should show the viewer's own like and others' likes and profile edits at once", async () => {
    const likes = (await get(first)).body.data[0].numLike;
    await exact.call(apiEndpoints.likePost, { postId: original }, second.token);
    expect((await get(second)).body.data[0]).toMatchObject({ numLike: likes + 1, isLiked: true });
    expect(await get()).toMatchObject({ body: { data: [{ numLike: likes + 1, isLiked: false }, {}] } });
    await exact.call(
      apiEndpoints.updateProfile,
      { about: { firstName: 'Renamed', lastName: 'Sharer' } },
      author.token,
    );
    const profile = (await get(first)).body.metadata.userProfiles[author.accountId];
    expect(profile.displayName).toBe('Renamed Sharer');
  });
});

describe('read caches with a grace for others’ changes', () => {
  let author: TestUser;
  let reader: TestUser;
  let postId: string;

  beforeAll(async () => {
    author = await lagging.signUp('Author');
    reader = await lagging.signUp('Reader');
    postId = await post(lagging, author, { body: 'graced' });
  });

  it("should let others' likes lag within the grace but show the viewer's own like at once", async () => {
    await forYou(lagging, reader);
    await forYou(lagging, author);
    await lagging.call(apiEndpoints.likePost, { postId }, author.token);
    expect(find(await forYou(lagging, reader), postId)?.numLike).toBe(0);
    expect(find(await forYou(lagging, author), postId)).toMatchObject({ numLike: 1, isLiked: true });
  });

  it('should hide a blocker’s posts from the blocked reader at once', async () => {
    expect(find(await forYou(lagging, reader), postId)).toBeDefined();
    await lagging.call(apiEndpoints.block, { userId: reader.accountId, isBlocked: true }, author.token);
    expect(find(await forYou(lagging, reader), postId)).toBeUndefined();
  });
});

describe('change log peers', () => {
  it.runIf(process.env.REDIS_URL)(
    'should share recorded changes with another process through Redis, ignoring malformed messages',
    async () => {
      const url = process.env.REDIS_URL as string;
      const [redisA, redisB] = [new Redis(url), new Redis(url)];
      const [a, b] = [new ChangeLog(60_000), new ChangeLog(60_000)];
      try {
        const channel = `rep:changes:test:${process.pid}:${Date.now()}`;
        linkPeers(a, redisA, channel);
        linkPeers(b, redisB, channel);
        const subscribers = async () => ((await redisA.pubsub('NUMSUB', channel)) as [string, number])[1];
        while ((await subscribers()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        const mark = b.mark();
        // Foreign or malformed messages on the channel are ignored (a throwing listener would end the process).
        await redisA.publish(channel, 'not json');
        await redisA.publish(channel, JSON.stringify({ from: 'elsewhere', keys: 'post:shared' }));
        a.record(['post:shared']);
        const deadline = Date.now() + 5000;
        while (!b.changedSince('post:shared', mark) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(b.changedSince('post:shared', mark)).toBe(true);
        expect(a.changedSince('post:shared', mark)).toBe(true);
      } finally {
        redisA.disconnect();
        redisB.disconnect();
      }
    },
  );
});
