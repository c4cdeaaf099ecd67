/**
 * The timelines processor end to end, on the real app with Redis: a post created through the API reaches
 * every follower's timeline by chained fan-out jobs of 1,000 followers and leaves them when deleted; a follow
 * merges, an unfollow and a block unmerge (both ways for a block).
 */
import { apiEndpoints } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { followingTimelineKey } from '../timelines/keys';
import { encodeMember } from '../timelines/members';
import { SENTINEL } from '../timelines/scripts';
import { FANOUT_CHUNK } from './timelines';

/** Followers of the author: two full chunks and a part, so the chain runs three jobs. */
const FOLLOWERS = FANOUT_CHUNK * 2 + 345;

describe.runIf(process.env.REDIS_URL)('the timelines processor', () => {
  let t: TestApp;
  let redis: Redis;
  let author: TestUser;
  let reader: TestUser;
  let followers: string[];
  const key = (viewer: string) => followingTimelineKey(t.ctx.config.REDIS_PREFIX, viewer);

  /** Polls until `check` holds (jobs run in the app's workers), or fails after `timeoutMs`. */
  const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  const post = async (user: TestUser, body: string): Promise<string> => {
    const created = await t.call(apiEndpoints.createPost, { body }, user.token);
    expect(created.status).toBe(200);
    return created.body.data.id;
  };

  const feed = async (user: TestUser): Promise<string[]> =>
    (await t.call(apiEndpoints.followingPosts, { limit: 20 }, user.token)).body.data.map(
      (listed: { id: string }) => listed.id,
    );

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL as string });
    redis = new Redis(process.env.REDIS_URL as string);
    author = await t.signUp('Author', 'Silver');
    reader = await t.signUp('Reader', 'Silver');
    // Followers inserted in one statement (no wallets: the timelines never read them), each with an
    // existing, empty timeline (fan-out writes only timelines that exist).
    const rows = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`with ids as (select 'client|fan' || lpad(g::text, 12, '0') as id from generate_series(1, ${FOLLOWERS}::int) g),
        identity as (insert into identities (id, provider) select 'test|' || id, 'test' from ids)
        insert into accounts (id, identity_id, about, wallet_address, private_key_enc, data_key_enc)
        select id, 'test|' || id, '{"firstName":"Fan","lastName":"Account"}'::jsonb, 'wallet-' || id, '', '' from ids
        returning id`,
    );
    followers = rows.map((row) => row.id);
    await t.ctx.db.execute(sql`insert into follows (follower_id, followee_id)
      select a.id, ${author.accountId} from accounts a where a.id like 'client|fan%'`);
    const pipeline = redis.pipeline();
    for (const follower of followers) pipeline.zadd(key(follower), SENTINEL.complete, '');
    await pipeline.exec();
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it(`should put a new post into all ${FOLLOWERS} followers' timelines and the author's`, async () => {
    expect(await feed(author)).toEqual([]); // creates the author's own timeline
    const started = Date.now();
    const postId = await post(author, 'to every follower');
    const member = encodeMember(postId, 'Standard');
    // The author's own timeline holds it before the answer (deliver-to-self).
    expect(await redis.zscore(key(author.accountId), member)).not.toBeNull();
    const missing = async () => {
      const pipeline = redis.pipeline();
      for (const follower of followers) pipeline.zscore(key(follower), member);
      const answers = (await pipeline.exec()) ?? [];
      return answers.filter(([, score]) => score === null).length;
    };
    await until(async () => (await missing()) === 0);
    console.info(`fan-out to ${FOLLOWERS} timelines: ${Date.now() - started} ms after the request began`);

    // Deleted, it comes out of every timeline again (no short pages from deleted posts).
    expect((await t.call(apiEndpoints.hidePost, { postId }, author.token)).status).toBe(200);
    await until(async () => (await missing()) === FOLLOWERS);
    expect(await redis.zscore(key(author.accountId), member)).toBeNull();
  }, 40_000);

  it('should merge a followed account into the timeline, and take it out on unfollow and on a block', async () => {
    const postId = await post(author, 'for the reader');
    expect(await feed(reader)).toEqual([]); // creates the reader's timeline
    const member = encodeMember(postId, 'Standard');
    const follow = (isFollowed: boolean) =>
      t.call(apiEndpoints.follow, { userId: author.accountId, isFollowed }, reader.token);

    await follow(true);
    expect(await redis.zscore(key(reader.accountId), member)).not.toBeNull();
    expect(await feed(reader)).toContain(postId);

    await follow(false);
    expect(await feed(reader)).not.toContain(postId); // the feed's rules, at once
    await until(async () => (await redis.zscore(key(reader.accountId), member)) === null);

    await follow(true);
    expect(await feed(reader)).toContain(postId);
    const readerPost = await post(reader, 'the reader writes');
    const readerMember = encodeMember(readerPost, 'Standard');
    // The author's timeline exists (first test); it gets the reader's post only if the author follows back.
    await t.call(apiEndpoints.follow, { userId: reader.accountId, isFollowed: true }, author.token);
    expect(await redis.zscore(key(author.accountId), readerMember)).not.toBeNull();

    await t.call(apiEndpoints.block, { userId: author.accountId, isBlocked: true }, reader.token);
    await until(
      async () =>
        (await redis.zscore(key(reader.accountId), member)) === null &&
        (await redis.zscore(key(author.accountId), readerMember)) === null,
    );
    expect(await feed(reader)).not.toContain(postId);
  }, 30_000);
});
