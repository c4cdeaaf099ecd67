/**
 * The 'following' and 'for you' skeletons, checked against a plain model computed from the posts table:
 * - through their endpoints (the whole read pipeline);
 * - the SQL skeletons of feeds.ts directly, for viewers on both sides of FANIN_MAX_FOLLOWS: fan-in per
 *   followed account (few follows, and exactly the limit) and the filtered scan of the global index.
 */
import { apiEndpoints, type Endpoint, type ListPostsInput, type PostType } from '@rep/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../db/schema';
import { createTestApp, quickAccount, type TestApp, type TestUser } from '../test/harness';
import { FANIN_MAX_FOLLOWS, FOLLOW_BOOST, followingSkeleton, forYouSkeleton } from './feeds';

type Filter = Pick<ListPostsInput, 'communities' | 'types'>;
type Viewer = 'few' | 'edge' | 'many';

/** The viewers and how many accounts each follows: both fan-in shapes and the filtered scan. */
const VIEWERS: { viewer: Viewer; follows: number; branch: string }[] = [
  { viewer: 'few', follows: 3, branch: 'fan-in' },
  { viewer: 'edge', follows: FANIN_MAX_FOLLOWS, branch: 'fan-in at the limit' },
  { viewer: 'many', follows: FANIN_MAX_FOLLOWS + 5, branch: 'filtered scan' },
];

/** Community and type filters tried on both feeds (one community, several, types, both, no match). */
const FILTERS: { name: string; filter: Filter; empty?: true }[] = [
  { name: 'no filter', filter: {} },
  { name: 'one community', filter: { communities: ['Home'] } },
  { name: 'two communities', filter: { communities: ['Home', 'GalaFriends'] } },
  { name: 'types', filter: { types: ['Question', 'Reply'] } },
  { name: 'community and type', filter: { communities: ['Rep'], types: ['Standard'] } },
  { name: 'a community without posts', filter: { communities: ['LunarStormFriends'] }, empty: true },
];

/**
 * Posts per author, well above the page size: the fan-in takes only offset+limit posts per followed account,
 * so early pages must be cut from longer per-author lists.
 */
const POSTS_PER_AUTHOR = 8;
const PAGE = 3;

let t: TestApp;
/** Followed by every viewer. */
let followed: TestUser[];
/** Followed by no one. */
let stranger: TestUser;
const viewers = {} as Record<Viewer, TestUser>;
const hidden: string[] = [];
let boostFollowed: string;
let boostStranger: string;

/** A post as the model sees it: `newest` and `idDesc` are positions in SQL order (no JS collation). */
interface Row {
  id: string;
  accountId: string;
  communityId: string;
  postType: PostType;
  status: string;
  hotScore: number | null;
  newest: number;
  idDesc: number;
}
let rows: Row[];

const post = async (user: TestUser, input: Record<string, unknown>): Promise<string> => {
  const res = await t.call(apiEndpoints.createPost, input as never, user.token);
  if (res.status !== 200) throw new Error(`create-post: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
};

const follow = async (user: TestUser, userId: string) => {
  const res = await t.call(apiEndpoints.follow, { userId, isFollowed: true }, user.token);
  if (res.status !== 200) throw new Error(`follow: ${JSON.stringify(res.body)}`);
};

const like = async (user: TestUser, postId: string) => {
  const res = await t.call(apiEndpoints.likePost, { postId }, user.token);
  if (res.status !== 200) throw new Error(`like-post: ${JSON.stringify(res.body)}`);
};

beforeAll(async () => {
  t = await createTestApp({ POST_LIMIT_SILVER: '1000', GUARD_MIN_ROLE: 'Non' });
  followed = [
    await t.signUp('Ann', 'Silver'),
    await t.signUp('Ben', 'Silver'),
    await t.signUp('Cat', 'Silver'),
  ];
  stranger = await t.signUp('Sam', 'Silver');
  for (const { viewer } of VIEWERS) viewers[viewer] = await t.signUp(viewer, 'Silver');

  // Follows go through the endpoint so `num_following` stays exact; the padding accounts never post.
  const padding: string[] = [];
  for (let i = 0; i < FANIN_MAX_FOLLOWS + 2; i++) padding.push(await quickAccount(t, `Pad${i}`));
  for (const { viewer, follows } of VIEWERS) {
    const targets = [...followed.map((u) => u.accountId), ...padding].slice(0, follows);
    expect(targets).toHaveLength(follows);
    for (const id of targets) await follow(viewers[viewer], id);
  }

  // Posts interleaved across authors, communities and types; a varying number of likes spreads hot scores.
  const authors = [...followed, stranger, ...Object.values(viewers)];
  const communities = ['Rep', 'Home', 'GalaFriends'];
  const types: PostType[] = ['Standard', 'Question', 'Standard', 'Reply'];
  const created: { id: string; author: TestUser }[] = [];
  for (let i = 0; i < POSTS_PER_AUTHOR * authors.length; i++) {
    const author = authors[i % authors.length] as TestUser;
    const postType = types[i % types.length] as PostType;
    const previous = created.at(-1);
    const id = await post(author, {
      body: `post ${i}`,
      communityId: communities[i % communities.length],
      postType,
      ...(postType === 'Reply' && previous ? { postTypeValue: previous.id } : {}),
    });
    created.push({ id, author });
    const likers = authors.filter((u) => u !== author).slice(0, (i * 5) % 4);
    for (const liker of likers) await like(liker, id);
  }

  // Deleted posts: the first of two followed authors and of the filtered-scan viewer (which has a reply).
  for (const author of [followed[0], viewers.many, followed[1]] as TestUser[]) {
    const victim = created.find((c) => c.author === author) as { id: string };
    const res = await t.call(apiEndpoints.hidePost, { postId: victim.id }, author.token);
    expect(res.status).toBe(200);
    hidden.push(victim.id);
  }

  // Equally engaged posts: the followed author's is older, so only the follow boost can lift it above.
  boostFollowed = await post(followed[0] as TestUser, { body: 'followed, equally engaged' });
  boostStranger = await post(stranger, { body: 'stranger, equally engaged' });
  for (const liker of [followed[1], followed[2]] as TestUser[]) {
    await like(liker, boostFollowed);
    await like(liker, boostStranger);
  }

  rows = await t.ctx.db
    .select({
      id: posts.id,
      accountId: posts.accountId,
      communityId: posts.communityId,
      postType: posts.postType,
      status: posts.status,
      hotScore: posts.hotScore,
      newest: sql<number>`row_number() over (order by ${posts.createdAt} desc, ${posts.id} desc)`.mapWith(
        Number,
      ),
      idDesc: sql<number>`row_number() over (order by ${posts.id} desc)`.mapWith(Number),
    })
    .from(posts);
  // Every feed below fits one page of 100, so a single call can be compared with the paged walk.
  expect(rows.length).toBeLessThan(100);
});
afterAll(() => t?.close());

const matches = (row: Row, filter: Filter) =>
  row.status === 'Active' &&
  (!filter.communities?.length || filter.communities.includes(row.communityId)) &&
  (!filter.types?.length || filter.types.includes(row.postType));

/** The viewer and the accounts they follow that post. */
const authorsOf = (viewer: Viewer) =>
  new Set([viewers[viewer].accountId, ...followed.map((u) => u.accountId)]);

/** 'Following' model: active posts of the viewer and followed accounts, newest first, ties on id. */
const followingModel = (viewer: Viewer, filter: Filter) => {
  const authors = authorsOf(viewer);
  return rows
    .filter((row) => matches(row, filter) && authors.has(row.accountId))
    .sort((a, b) => a.newest - b.newest)
    .map((row) => row.id);
};

/** 'For you' model: active posts by hot score, the viewer's and followed accounts' lifted by FOLLOW_BOOST. */
const forYouModel = (viewer: Viewer | null, filter: Filter) => {
  const boosted = viewer ? authorsOf(viewer) : new Set<string>();
  return rows
    .filter((row) => matches(row, filter))
    .map((row) => ({
      ...row,
      rank: (row.hotScore as number) + (boosted.has(row.accountId) ? FOLLOW_BOOST : 0),
    }))
    .sort((a, b) => b.rank - a.rank || a.idDesc - b.idDesc)
    .map((row) => row.id);
};

const chunk = (ids: string[], size: number) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));

const feed = async (endpoint: Endpoint, input: Record<string, unknown>, token?: string) => {
  const res = await t.call(endpoint, input as never, token);
  expect(res.status).toBe(200);
  return res.body.data as { id: string; accountId: string; time: string }[];
};

/** Walks a feed page by page until an empty page. */
const walk = async (endpoint: Endpoint, filter: Filter, size: number, token?: string) => {
  const pages: string[][] = [];
  for (let offset = 0; offset <= 200; offset += size) {
    const page = (await feed(endpoint, { ...filter, offset, limit: size }, token)).map((p) => p.id);
    if (page.length === 0) return pages;
    pages.push(page);
  }
  throw new Error('the feed never ended');
};

describe('setup', () => {
  it('should have the viewers on both sides of FANIN_MAX_FOLLOWS with exact follow counts', async () => {
    for (const { viewer, follows } of VIEWERS) {
      const [account] = await t.ctx.db
        .select({ numFollowing: accounts.numFollowing })
        .from(accounts)
        .where(eq(accounts.id, viewers[viewer].accountId));
      expect(account?.numFollowing).toBe(follows);
    }
    expect(VIEWERS.filter((v) => v.follows > FANIN_MAX_FOLLOWS).map((v) => v.viewer)).toEqual(['many']);
    expect(rows.every((row) => typeof row.hotScore === 'number')).toBe(true);
    expect(rows.filter((row) => row.status === 'Deleted').map((row) => row.id)).toEqual(
      expect.arrayContaining(hidden),
    );
  });
});

describe.each(VIEWERS)('following feed, $branch ($follows follows)', ({ viewer }) => {
  it('should hold exactly the active posts of followed accounts and the viewer, newest first', async () => {
    const data = await feed(apiEndpoints.followingPosts, { limit: 100 }, viewers[viewer].token);
    const ids = data.map((p) => p.id);
    expect(ids).toEqual(followingModel(viewer, {}));
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(data.map((p) => p.accountId))).toEqual(authorsOf(viewer));
    for (const id of hidden) expect(ids).not.toContain(id);
    expect(ids).not.toContain(boostStranger);
    const times = data.map((p) => Date.parse(p.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(FILTERS)('should page consecutively without overlap ($name)', async ({ filter, empty }) => {
    const expected = followingModel(viewer, filter);
    expect(expected.length === 0).toBe(!!empty);
    const token = viewers[viewer].token;
    expect(await walk(apiEndpoints.followingPosts, filter, PAGE, token)).toEqual(chunk(expected, PAGE));
    const full = await feed(apiEndpoints.followingPosts, { ...filter, limit: 100 }, token);
    expect(full.map((p) => p.id)).toEqual(expected);
  });
});

describe('following feed across branches', () => {
  it.each(FILTERS)('should agree on the followed accounts’ posts ($name)', async ({ filter }) => {
    const viewerIds = new Set(Object.values(viewers).map((v) => v.accountId));
    const othersPosts = async (viewer: Viewer) =>
      (await feed(apiEndpoints.followingPosts, { ...filter, limit: 100 }, viewers[viewer].token))
        .filter((p) => !viewerIds.has(p.accountId))
        .map((p) => p.id);
    const few = await othersPosts('few');
    expect(await othersPosts('edge')).toEqual(few);
    expect(await othersPosts('many')).toEqual(few);
  });
});

describe.each(VIEWERS)('for you feed, $branch ($follows follows)', ({ viewer }) => {
  it('should lift a followed post above an equally engaged newer post of a stranger', async () => {
    const ids = (await feed(apiEndpoints.listPosts, { limit: 100 }, viewers[viewer].token)).map((p) => p.id);
    const score = (id: string) => rows.find((row) => row.id === id)?.hotScore as number;
    expect(score(boostStranger)).toBeGreaterThanOrEqual(score(boostFollowed));
    expect(ids.indexOf(boostFollowed)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(boostFollowed)).toBeLessThan(ids.indexOf(boostStranger));
    expect(ids).toEqual(forYouModel(viewer, {}));
  });

  it.each(FILTERS)(
    'should rank as the model and page stably without overlap ($name)',
    async ({ filter, empty }) => {
      const expected = forYouModel(viewer, filter);
      expect(expected.length === 0).toBe(!!empty);
      const token = viewers[viewer].token;
      const first = await walk(apiEndpoints.listPosts, filter, PAGE, token);
      expect(first).toEqual(chunk(expected, PAGE));
      expect(await walk(apiEndpoints.listPosts, filter, PAGE, token)).toEqual(first);
      const full = (await feed(apiEndpoints.listPosts, { ...filter, limit: 100 }, token)).map((p) => p.id);
      expect(full).toEqual(expected);
      for (const id of hidden) expect(full).not.toContain(id);
    },
  );
});

describe('for you feed signed out', () => {
  it('should rank by hot score alone', async () => {
    const ids = (await feed(apiEndpoints.listPosts, { limit: 100 })).map((p) => p.id);
    expect(ids).toEqual(forYouModel(null, {}));
    expect(await walk(apiEndpoints.listPosts, {}, 7)).toEqual(chunk(ids, 7));
  });
});

describe('SQL skeletons (the fallback of the in-memory feeds)', () => {
  it.each(VIEWERS)('should give the model’s pages for $branch ($follows follows)', async ({ viewer }) => {
    const viewerId = viewers[viewer].accountId;
    for (const { filter } of FILTERS) {
      for (const paging of [
        { offset: 0, limit: 100 },
        { offset: 2, limit: 3 },
      ]) {
        const end = paging.offset + paging.limit;
        expect(await followingSkeleton(t.ctx.db, viewerId, { ...filter, ...paging })).toEqual(
          followingModel(viewer, filter).slice(paging.offset, end),
        );
        expect(await forYouSkeleton(t.ctx.db, viewerId, { ...filter, ...paging })).toEqual(
          forYouModel(viewer, filter).slice(paging.offset, end),
        );
      }
    }
  });

  it('should rank by hot score alone signed out', async () => {
    expect(await forYouSkeleton(t.ctx.db, null, { offset: 0, limit: 100 })).toEqual(forYouModel(null, {}));
  });
});
