/**
 * The 'following' timelines on a real Redis and a real database: the timeline's pages equal the SQL skeleton's
 * (lazy fill, filters, pages past the maximum, truncated and complete timelines, both skeleton branches),
 * and the write side (delivery, trim, merge, unmerge) keeps them equal, idempotently.
 */
import type { PostType } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { followingSkeleton } from '../skeletons/feeds';
import type { Filter } from '../skeletons/filters';
import { createTestApp, quickAccount, type TestApp } from '../test/harness';
import { recordQueries } from '../test/queries';
import { followingTimelineKey, TIMELINE_MAX } from './keys';
import type { TimelinePost } from './members';
import { followingTimeline } from './read';
import { followersPage } from './rows';
import { SENTINEL } from './scripts';
import { deliverPost, deliverToSelf, mergeAuthor, removePost, unmergeAuthor } from './write';

const FILTERS: { name: string; filter: Filter }[] = [
  { name: 'no filter', filter: {} },
  { name: 'one community', filter: { communities: ['Rep'] } },
  { name: 'two communities', filter: { communities: ['Home', 'GalaFriends'] } },
  { name: 'types', filter: { types: ['Question', 'Reply'] } },
  { name: 'community and type', filter: { communities: ['Home'], types: ['Standard'] } },
  { name: 'a community without posts', filter: { communities: ['LunarStormFriends'] } },
];

const COMMUNITIES = ['Home', 'Rep', 'GalaFriends'];
const TYPES: PostType[] = ['Standard', 'Question', 'Reply', 'Article', 'Poll'];
/** A constant text array as SQL (Drizzle would expand a JavaScript array into a list of parameters). */
const sqlArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(',')}])`);

/** Posts of each big author: three of them give a viewer more than TIMELINE_MAX posts. */
const BIG_POSTS = 300;

describe.runIf(process.env.REDIS_URL)('following timelines', () => {
  let t: TestApp;
  let redis: Redis;
  const prefix = `test:tl:${process.pid}:${Date.now()}:`;
  let deps: { db: TestApp['ctx']['db']; redis: Redis; prefix: string };
  const big: string[] = [];
  const small: string[] = [];
  /** Follows the three big authors (fan-in branch), more than TIMELINE_MAX posts: truncated. */
  let few: string;
  /** Follows the big authors and 52 small ones (filtered-scan branch): truncated. */
  let many: string;
  /** Follows two small authors: a complete timeline. */
  let quiet: string;
  let postCount = 0;

  /**
   * Inserts `count` posts by `author`, spread over communities and types, every second pair of posts (and
   * every author's post of the same rank) at the same microsecond, so ties must order by id.
   */
  const insertPosts = async (author: string, count: number, secondsAgo = 100_000) => {
    await t.ctx.db.execute(sql`insert into posts (id, account_id, community_id, post_type, created_at)
      select c.community || '_' || substr(md5(${author} || (g + ${postCount}::int)::text), 1, 20), ${author}, c.community,
        ${sqlArray(TYPES)}[1 + (g * 7 + ${postCount}::int) % ${TYPES.length}::int],
        timestamptz '2026-01-01 00:00:00+00' - (${secondsAgo}::int - (g / 2)) * interval '1 second'
          + (g % 3) * interval '1 microsecond'
      from generate_series(1, ${count}) g
      cross join lateral (select ${sqlArray(COMMUNITIES)}[1 + (g + ${postCount}::int) % 3] as community) c`);
    postCount += count;
  };

  /** A new post by `author`, newer than every other, as the timeline functions take it. */
  const newPost = async (author: string, postType: PostType = 'Standard'): Promise<TimelinePost> => {
    const [row] = await queryRows<{ id: string; created_at: string }>(
      t.ctx.db,
      sql`insert into posts (id, account_id, community_id, post_type)
        values (${`Rep_new${String(postCount++).padStart(17, '0')}`}, ${author}, 'Rep', ${postType})
        returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`,
    );
    return { id: row!.id, postType, createdAt: row!.created_at };
  };

  const setFollows = async (follower: string, followees: string[], following: boolean) => {
    for (const followee of followees) {
      await t.ctx.db.execute(
        following
          ? sql`insert into follows (follower_id, followee_id) values (${follower}, ${followee}) on conflict do nothing`
          : sql`delete from follows where follower_id = ${follower} and followee_id = ${followee}`,
      );
    }
    await t.ctx.db.execute(sql`update accounts set num_following =
      (select count(*) from follows where follower_id = ${follower}) where id = ${follower}`);
  };

  /** Every page of `limit` of both, up to one page past the end, and whether any page came from Redis. */
  const expectPagesEqual = async (viewer: string, filter: Filter, limit: number) => {
    for (let offset = 0; ; offset += limit) {
      const input = { ...filter, offset, limit };
      const expected = await followingSkeleton(t.ctx.db, viewer, input);
      expect(await followingTimeline(deps, viewer, input), `offset ${offset}`).toEqual(expected);
      if (expected.length < limit) return;
    }
  };

  /**
   * Inserts `count` accounts in one statement (no wallet keys: the timelines never read them) and returns
   * their ids; quickAccount makes a wallet per account, too slow for the 55 a filtered-scan viewer follows.
   */
  const bulkAccounts = async (name: string, count: number): Promise<string[]> => {
    const rows = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`with ids as (select 'client|' || ${name} || lpad(g::text, 8, '0') as id from generate_series(1, ${count}::int) g),
        identity as (insert into identities (id, provider) select 'test|' || id, 'test' from ids)
        insert into accounts (id, identity_id, about, wallet_address, private_key_enc, data_key_enc)
        select id, 'test|' || id, '{"firstName":"Bulk","lastName":"Account"}'::jsonb, 'wallet-' || id, '', '' from ids
        returning id`,
    );
    return rows.map((row) => row.id).sort();
  };

  const key = (viewer: string) => followingTimelineKey(prefix, viewer);
  const sentinelScore = async (viewer: string) => Number(await redis.zscore(key(viewer), ''));

  beforeAll(async () => {
    t = await createTestApp();
    redis = new Redis(process.env.REDIS_URL as string);
    deps = { db: t.ctx.db, redis, prefix };
    big.push(...(await bulkAccounts('big', 3)));
    small.push(...(await bulkAccounts('small', 52)));
    [few, many, quiet] = (await bulkAccounts('viewer', 3)) as [string, string, string];
    for (const author of big) await insertPosts(author, BIG_POSTS);
    for (const [k, author] of small.entries()) await insertPosts(author, 2, 50_000 + k * 10);
    for (const viewer of [few, many, quiet]) await insertPosts(viewer, 5, 60_000);
    await t.ctx.db.execute(sql`update posts set status = 'Deleted' where id in
      (select id from posts where account_id = ${big[0]} order by id limit 10)`);
    await setFollows(few, big, true);
    await setFollows(many, [...big, ...small], true);
    await setFollows(quiet, small.slice(0, 2), true);
  }, 120_000);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await t?.close();
  });

  it('should answer exactly the SQL skeleton without Redis', async () => {
    const input = { offset: 0, limit: 20 };
    const ids = await followingTimeline({ ...deps, redis: null }, few, input);
    expect(ids).toHaveLength(20);
    expect(ids).toEqual(await followingSkeleton(t.ctx.db, few, input));
    expect(await redis.exists(key(few))).toBe(0);
  });

  it('should fill a timeline on the first read and then answer from Redis alone', async () => {
    const input = { offset: 0, limit: 20 };
    expect(await followingTimeline(deps, few, input)).toEqual(await followingSkeleton(t.ctx.db, few, input));
    expect(await redis.zcard(key(few))).toBe(TIMELINE_MAX + 1);
    expect(await sentinelScore(few)).toBe(SENTINEL.truncated);
    expect(await redis.ttl(key(few))).toBeGreaterThan(6 * 24 * 3600);
    expect(await recordQueries(t, () => followingTimeline(deps, few, { offset: 40, limit: 20 }))).toEqual([]);
    expect(
      await recordQueries(t, () =>
        followingTimeline(deps, few, { communities: ['Rep'], offset: 0, limit: 20 }),
      ),
    ).toEqual([]);
    const pastTheEnd = await recordQueries(t, () =>
      followingTimeline(deps, few, { offset: TIMELINE_MAX - 10, limit: 20 }),
    );
    expect(pastTheEnd).toEqual(['following_all']);
  });

  for (const { name, filter } of FILTERS) {
    it(`should give the skeleton's pages with ${name}, past the timeline's ${TIMELINE_MAX} posts`, async () => {
      for (const viewer of [few, many, quiet]) await expectPagesEqual(viewer, filter, 50);
    });
  }

  it("should give the skeleton's pages around the timeline's end", async () => {
    for (let offset = TIMELINE_MAX - 25; offset < TIMELINE_MAX + 10; offset += 7) {
      const input = { offset, limit: 20 };
      expect(await followingTimeline(deps, many, input)).toEqual(
        await followingSkeleton(t.ctx.db, many, input),
      );
    }
  });

  it('should keep a timeline with fewer posts than the maximum complete, answering every page itself', async () => {
    await followingTimeline(deps, quiet, { offset: 0, limit: 1 });
    expect(await sentinelScore(quiet)).toBe(SENTINEL.complete);
    const queries = await recordQueries(t, () =>
      followingTimeline(deps, quiet, { types: ['Poll'], offset: 5, limit: 50 }),
    );
    expect(queries).toEqual([]);
  });

  it('should show a delivered post first, twice delivered once, and only in timelines that exist', async () => {
    const stranger = await quickAccount(t, 'Stranger');
    await setFollows(stranger, [big[1] as string], true);
    await followingTimeline(deps, quiet, { offset: 0, limit: 1 });
    await setFollows(quiet, [big[1] as string], true);
    const post = await newPost(big[1] as string, 'Question');
    const sizeBefore = await redis.zcard(key(few));
    expect(await deliverPost(redis, prefix, post, [few, many, stranger])).toBe(2);
    expect(await deliverPost(redis, prefix, post, [few, many, stranger])).toBe(2);
    expect(await redis.exists(key(stranger))).toBe(0);
    expect(await redis.zcard(key(few))).toBe(sizeBefore);
    for (const viewer of [few, many]) {
      const page = await followingTimeline(deps, viewer, { offset: 0, limit: 10 });
      expect(page[0]).toBe(post.id);
      expect(page).toEqual(await followingSkeleton(t.ctx.db, viewer, { offset: 0, limit: 10 }));
      const questions = { types: ['Question' as const], offset: 0, limit: 5 };
      expect(await followingTimeline(deps, viewer, questions)).toEqual(
        await followingSkeleton(t.ctx.db, viewer, questions),
      );
    }
    // quiet followed big[1] without a merge: the delivery still reaches it, the merge below adds the rest.
    expect(await deliverPost(redis, prefix, post, [quiet])).toBe(1);
    expect((await followingTimeline(deps, quiet, { offset: 0, limit: 1 }))[0]).toBe(post.id);
    await setFollows(quiet, [big[1] as string], false);
    await unmergeAuthor(t.ctx.db, redis, prefix, quiet, big[1] as string);
  });

  it("should put the author's own post in the author's timeline at once", async () => {
    await followingTimeline(deps, many, { offset: 0, limit: 1 });
    const post = await newPost(many);
    expect(await deliverToSelf(redis, prefix, post, many)).toBe(true);
    expect(await followingTimeline(deps, many, { offset: 0, limit: 3 })).toEqual(
      await followingSkeleton(t.ctx.db, many, { offset: 0, limit: 3 }),
    );
    expect((await followingTimeline(deps, many, { offset: 0, limit: 1 }))[0]).toBe(post.id);
    const noTimeline = await quickAccount(t, 'NoTimeline');
    expect(await deliverToSelf(redis, prefix, await newPost(noTimeline), noTimeline)).toBe(false);
  });

  it('should take a deleted post out of the timelines that hold it, whatever its type', async () => {
    const post = await newPost(big[0] as string, 'Poll');
    expect(await deliverPost(redis, prefix, post, [few, many])).toBe(2);
    await t.ctx.db.execute(sql`update posts set status = 'Deleted' where id = ${post.id}`);
    expect(await removePost(redis, prefix, post.id, [few, many, quiet])).toBe(2);
    expect(await removePost(redis, prefix, post.id, [few, many, quiet])).toBe(0);
    for (const viewer of [few, many]) {
      expect(await redis.zscore(key(viewer), `${post.id}g`)).toBeNull();
      const polls = { types: ['Poll' as const], offset: 0, limit: 10 };
      expect(await followingTimeline(deps, viewer, polls)).toEqual(
        await followingSkeleton(t.ctx.db, viewer, polls),
      );
    }
  });

  it('should trim a full timeline to the maximum, dropping its oldest post', async () => {
    while ((await redis.zcard(key(few))) <= TIMELINE_MAX) {
      await deliverPost(redis, prefix, await newPost(big[2] as string), [few]);
    }
    const oldest = await redis.zrange(key(few), 1, '1');
    await deliverPost(redis, prefix, await newPost(big[2] as string), [few]);
    expect(await redis.zcard(key(few))).toBe(TIMELINE_MAX + 1);
    expect(await redis.zscore(key(few), oldest[0] as string)).toBeNull();
    await expectPagesEqual(few, {}, 100);
  });

  it("should merge a newly followed author's posts and unmerge them after an unfollow", async () => {
    const author = small[10] as string;
    await insertPosts(author, 30, 10);
    // As old as the big authors' posts: some below the oldest post of the truncated timeline of `few`.
    await insertPosts(author, 60, 100_000);
    // A complete timeline takes every post of the author; a truncated one those above its oldest post.
    for (const viewer of [quiet, few]) {
      await followingTimeline(deps, viewer, { offset: 0, limit: 1 });
      await setFollows(viewer, [author], true);
      const added = await mergeAuthor(t.ctx.db, redis, prefix, viewer, author);
      expect(added).toBeGreaterThan(0);
      expect(await mergeAuthor(t.ctx.db, redis, prefix, viewer, author)).toBe(0);
      for (const { filter } of FILTERS) await expectPagesEqual(viewer, filter, 100);

      await setFollows(viewer, [author], false);
      // Merging into a full timeline trims its oldest posts, some of them the author's just added.
      const removed = await unmergeAuthor(t.ctx.db, redis, prefix, viewer, author);
      expect(removed).toBeGreaterThan(0);
      expect(removed).toBeLessThanOrEqual(added);
      expect(await unmergeAuthor(t.ctx.db, redis, prefix, viewer, author)).toBe(0);
      for (const { filter } of FILTERS) await expectPagesEqual(viewer, filter, 100);
    }
    expect(await sentinelScore(quiet)).toBe(SENTINEL.complete);
  });

  it('should mark a timeline truncated after merging an author with more posts than it holds', async () => {
    const viewer = await quickAccount(t, 'Newcomer');
    await followingTimeline(deps, viewer, { offset: 0, limit: 1 });
    expect(await sentinelScore(viewer)).toBe(SENTINEL.complete);
    const prolific = await quickAccount(t, 'Prolific');
    await insertPosts(prolific, TIMELINE_MAX + 5, 30_000);
    await setFollows(viewer, [prolific], true);
    expect(await mergeAuthor(t.ctx.db, redis, prefix, viewer, prolific)).toBe(TIMELINE_MAX);
    expect(await sentinelScore(viewer)).toBe(SENTINEL.truncated);
    await expectPagesEqual(viewer, {}, 200);
    await expectPagesEqual(viewer, { types: ['Poll'] }, 50);
  });

  it('should delete a truncated timeline that an unmerge leaves empty, so the next read fills it', async () => {
    const viewer = await quickAccount(t, 'Unfollower');
    await setFollows(viewer, [big[0] as string, big[1] as string, big[2] as string], true);
    await followingTimeline(deps, viewer, { offset: 0, limit: 1 });
    await setFollows(viewer, big, false);
    for (const author of big) await unmergeAuthor(t.ctx.db, redis, prefix, viewer, author);
    expect(await redis.exists(key(viewer))).toBe(0);
    expect(await followingTimeline(deps, viewer, { offset: 0, limit: 20 })).toEqual([]);
    expect(await sentinelScore(viewer)).toBe(SENTINEL.complete);
  });

  it('should page through the followers of an author by follower id', async () => {
    const author = big[1] as string;
    const expected = (
      await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select follower_id as id from follows where followee_id = ${author} order by follower_id`,
      )
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const pages: string[][] = [];
    let after: string | null = null;
    for (;;) {
      const page = await followersPage(t.ctx.db, author, after, 2);
      if (page.length === 0) break;
      pages.push(page);
      after = page.at(-1) as string;
    }
    expect(pages.flat()).toEqual(expected);
    expect(pages[0]).toHaveLength(2);
  });
});
