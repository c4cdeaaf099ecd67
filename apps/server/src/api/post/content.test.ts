import { apiEndpoints, LIVE_END_PAST_MESSAGE } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polls, posts } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
let cy: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ada, bo, cy, admin] = await Promise.all([
    t.signUp('Ada', 'Silver'),
    t.signUp('Bo', 'Silver'),
    t.signUp('Cy', 'Gold'),
    t.signUp('Root', 'SysAdmin'),
  ]);
});
afterAll(() => t.close());

const create = (user: TestUser, input: Record<string, unknown>) =>
  t.call(apiEndpoints.createPost, input as never, user.token);
const post = async (user: TestUser, input: Record<string, unknown>) => {
  const res = await create(user, input);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};
const get = async (id: string, user?: TestUser) =>
  (await t.call(apiEndpoints.getPosts, { postIds: [id] }, user?.token)).body;
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((p) => p.id);
const hour = 3_600_000;

describe('post types', () => {
  it('should ReRep once, flag the original and refuse questions and articles', async () => {
    const original = await post(ada, { body: 'worth sharing' });
    const rerep = await post(bo, { postType: 'RePost', postTypeValue: original.id });
    expect(rerep.postType).toEqual({ type: 'RePost', post_id: original.id });
    const seen = await get(original.id, bo);
    expect(seen.data[0]).toMatchObject({ isRereped: true, numRerep: 1 });
    expect((await create(bo, { postType: 'RePost', postTypeValue: original.id })).status).toBe(409);
    const question = await post(ada, { postType: 'Question', title: 'Why?', body: 'Explain' });
    expect((await create(bo, { postType: 'RePost', postTypeValue: question.id })).status).toBe(400);
    const article = await post(ada, { postType: 'Article', title: 'Long read', body: 'x'.repeat(3000) });
    expect(article.body).toHaveLength(3000);
    expect((await create(bo, { postType: 'RePost', postTypeValue: article.id })).status).toBe(400);
    const list = await t.call(apiEndpoints.listPosts, { types: ['RePost'] }, bo.token);
    expect(list.body.metadata.posts[original.id].isRereped).toBe(true);
  });

  it('should quote posts but not quotes or answers, counting numQuote', async () => {
    const original = await post(ada, { body: 'quote me' });
    const quote = await post(bo, { postType: 'QuotePost', postTypeValue: original.id, body: 'my take' });
    expect((await get(original.id)).data[0].numQuote).toBe(1);
    expect((await create(cy, { postType: 'QuotePost', postTypeValue: quote.id, body: 'x' })).status).toBe(
      400,
    );
    const question = await post(ada, { postType: 'Question', title: 'Q', body: 'q' });
    const answer = await post(bo, { postType: 'Answer', postTypeValue: question.id, body: 'A' });
    expect((await create(cy, { postType: 'QuotePost', postTypeValue: answer.id, body: 'x' })).status).toBe(
      400,
    );
    expect((await create(cy, { postType: 'Answer', postTypeValue: original.id, body: 'x' })).status).toBe(
      400,
    );
    expect(
      (await post(cy, { postType: 'AnswerComment', postTypeValue: answer.id, body: 'nice' })).postType.type,
    ).toBe('AnswerComment');
    const article = await post(ada, { postType: 'Article', title: 'T', body: 'b' });
    expect(
      (await create(cy, { postType: 'ArticleComment', postTypeValue: question.id, body: 'x' })).status,
    ).toBe(400);
    expect(
      (await post(cy, { postType: 'ArticleComment', postTypeValue: article.id, body: 'good' })).postType
        .post_id,
    ).toBe(article.id);
  });

  it('should show an OutThreadReply in the feed and a Reply only in its thread', async () => {
    const parent = await post(ada, { body: 'thread start' });
    const inThread = await post(bo, { postType: 'Reply', postTypeValue: parent.id, body: 'in thread' });
    const outThread = await post(bo, {
      postType: 'OutThreadReply',
      postTypeValue: parent.id,
      body: 'also to main feed',
    });
    const feedTypes = ['Standard', 'QuotePost', 'RePost', 'Poll', 'OutThreadReply', 'LiveSchedule'] as const;
    const feed = ids(await t.call(apiEndpoints.listPosts, { types: [...feedTypes], limit: 100 }));
    expect(feed).toContain(outThread.id);
    expect(feed).not.toContain(inThread.id);
    const thread = await t.call(apiEndpoints.nested, { postId: inThread.id });
    expect(ids(thread).slice(0, 2)).toEqual([parent.id, inThread.id]);
    const parentThread = await t.call(apiEndpoints.nested, { postId: parent.id });
    expect(ids(parentThread)).toEqual([parent.id, inThread.id, outThread.id]);
    expect((await get(parent.id)).data[0].numComment).toBe(2);
  });

  it('should store live schedules from objects or JSON strings with ms or ISO times', async () => {
    const start = Date.now() + hour;
    const a = await post(cy, {
      postType: 'LiveSchedule',
      body: 'Live soon',
      postTypeValue: { startAt: start, endAt: start + hour },
    });
    const b = await post(cy, {
      postType: 'LiveSchedule',
      body: 'Live now',
      postTypeValue: JSON.stringify({
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(start).toISOString(),
      }),
    });
    const lives = (await t.call(apiEndpoints.getPosts, { postIds: [a.id, b.id] })).body.metadata.lives;
    expect(lives[a.id]).toMatchObject({
      status: 'Inactive',
      streamerId: cy.accountId,
      startAt: new Date(start).toISOString(),
    });
    expect(lives[b.id].status).toBe('Active');
    const bad = await create(cy, {
      postType: 'LiveSchedule',
      body: 'x',
      postTypeValue: { startAt: start, endAt: start - 1 },
    });
    expect(bad.body.message).toMatch(/^postTypeValue\.endAt/);
    const over = await create(cy, {
      postType: 'LiveSchedule',
      body: 'x',
      postTypeValue: { startAt: Date.now() - 2 * hour, endAt: Date.now() - hour },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`postTypeValue.endAt: ${LIVE_END_PAST_MESSAGE}`);
  });
});

describe('polls', () => {
  it('should validate options and length', async () => {
    const poll = (options: unknown, pollLength: unknown = Date.now() + hour) =>
      create(ada, { postType: 'Poll', body: 'Q?', postTypeValue: { options, pollLength } });
    expect((await poll(['only one'])).body.message).toMatch(/^postTypeValue\.options: Field is required/);
    expect((await poll(['a', 'b', 'c', 'd', 'e', 'f'])).body.message).toContain('Cannot add more Options');
    expect((await poll(['a', 'x'.repeat(26)])).body.message).toContain('Maximum length is 25 characters');
    expect((await poll(['a', 'b'], Date.now() + 60_000)).status).toBe(400);
    expect((await poll(['a', 'b'], Date.now() + 8 * 24 * hour)).status).toBe(400);
    expect((await poll(['a', 'b'], 'tomorrow')).status).toBe(400);
    const ok = await poll(['  yes ', '', 'no', '   '], new Date(Date.now() + 10 * 60_000).toISOString());
    expect(ok.status).toBe(200);
    const meta = (await get(ok.body.data.id, ada)).metadata.polls[ok.body.data.id];
    expect(meta).toMatchObject({ id: ok.body.data.id, options: ['yes', 'no'], votes: [0, 0], voted: -1 });
  });

  it('should take one vote per account and none after the end', async () => {
    const poll = await post(ada, {
      postType: 'Poll',
      body: 'Tea or coffee?',
      postTypeValue: { options: ['tea', 'coffee'], pollLength: Date.now() + hour },
    });
    const voted = await t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 1 }, bo.token);
    expect(voted.body.data).toMatchObject({ votes: [0, 1], voted: 1 });
    expect((await t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 0 }, bo.token)).status).toBe(
      409,
    );
    const [a, b] = await Promise.all([
      t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 0 }, cy.token),
      t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 1 }, ada.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await get(poll.id, cy)).metadata.polls[poll.id]).toMatchObject({ votes: [1, 2], voted: 0 });
    expect(
      (await t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 4 }, admin.token)).status,
    ).toBe(400);
    await t.ctx.db
      .update(polls)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(polls.postId, poll.id));
    const late = await t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 0 }, admin.token);
    expect(late).toMatchObject({ status: 409, body: { message: 'This poll has ended' } });
  });
});

describe('deleting', () => {
  it('should let the owner and an admin delete, refuse others, and lower the parent counter', async () => {
    const parent = await post(ada, { body: 'parent' });
    const reply = await post(bo, { postType: 'Reply', postTypeValue: parent.id, body: 'reply' });
    expect((await t.call(apiEndpoints.hidePost, { postId: reply.id }, cy.token)).status).toBe(403);
    const own = await t.call(apiEndpoints.hidePost, { postId: reply.id }, bo.token);
    expect(own.body).toMatchObject({ success: true, message: 'Your post was deleted!' });
    expect((await get(parent.id)).data[0].numComment).toBe(0);
    expect((await get(reply.id)).data[0]).toMatchObject({ isDeleted: true, body: '' });
    expect((await t.call(apiEndpoints.hidePost, { postId: reply.id }, bo.token)).status).toBe(404);
    expect((await t.call(apiEndpoints.hidePost, { postId: parent.id }, admin.token)).status).toBe(200);
    expect(ids(await t.call(apiEndpoints.userPosts, { userId: ada.accountId }))).not.toContain(parent.id);
  });

  it('should show a re-post an admin deleted as gone to its author at once, who may ReRep again', async () => {
    const original = await post(ada, { body: 'shared, then moderated' });
    const rerep = await post(cy, { postType: 'RePost', postTypeValue: original.id });
    // Cy's cached state now holds the re-post.
    expect((await get(original.id, cy)).data[0]).toMatchObject({ isRereped: true, numRerep: 1 });
    expect((await t.call(apiEndpoints.hidePost, { postId: rerep.id }, admin.token)).status).toBe(200);
    expect((await get(original.id, cy)).data[0]).toMatchObject({ isRereped: false, numRerep: 0 });
    expect((await create(cy, { postType: 'RePost', postTypeValue: original.id })).status).toBe(200);
  });
});

describe('search, hashtags and likes', () => {
  it('should find posts by words and hashtags, strip @, filter by type and community', async () => {
    const tagged = await post(ada, { body: 'Brewing espresso this morning #CoffeeTime' });
    const other = await post(bo, { body: 'Espresso machines are loud', communityId: 'GalaFriends' });
    await post(cy, { postType: 'Question', title: 'Best espresso beans?', body: 'Asking for a friend' });
    const found = await t.call(apiEndpoints.searchPosts, { query: '@espresso' });
    expect(ids(found)).toEqual(expect.arrayContaining([tagged.id, other.id]));
    expect(found.body.data).toHaveLength(3);
    const questions = await t.call(apiEndpoints.searchPosts, { query: 'espresso', postTypes: ['Question'] });
    expect(questions.body.data.map((p: { postType: { type: string } }) => p.postType.type)).toEqual([
      'Question',
    ]);
    expect(
      ids(await t.call(apiEndpoints.searchPosts, { query: 'espresso', communityId: 'GalaFriends' })),
    ).toEqual([other.id]);
    expect(ids(await t.call(apiEndpoints.hashtag, { hashtag: '#coffeetime' }))).toEqual([tagged.id]);
    const taggedQuestion = await post(cy, {
      postType: 'Question',
      title: 'Where? #CoffeeTime',
      body: 'beans',
    });
    expect(ids(await t.call(apiEndpoints.hashtag, { hashtag: 'coffeetime', types: ['Question'] }))).toEqual([
      taggedQuestion.id,
    ]);
    expect(ids(await t.call(apiEndpoints.hashtag, { hashtag: 'coffeetime', types: ['Standard'] }))).toEqual([
      tagged.id,
    ]);
    expect((await t.call(apiEndpoints.searchPosts, { query: 'x'.repeat(1001) })).body.message).toBe(
      'query: The text is too long',
    );
    expect((await t.call(apiEndpoints.searchPosts, { query: '  ' })).status).toBe(400);
    const [row] = await t.ctx.db
      .select({ hashtags: posts.hashtags })
      .from(posts)
      .where(eq(posts.id, tagged.id));
    expect(row?.hashtags).toEqual(['coffeetime']);
  });

  it('should list who liked a post, most recent first', async () => {
    const liked = await post(ada, { body: 'like me' });
    await t.call(apiEndpoints.likePost, { postId: liked.id }, bo.token);
    await t.call(apiEndpoints.likePost, { postId: liked.id }, cy.token);
    expect(ids(await t.call(apiEndpoints.postLikes, { postId: liked.id }))).toEqual([
      cy.accountId,
      bo.accountId,
    ]);
  });

  it('should hide blocked authors from search and threads in both directions', async () => {
    const post1 = await post(bo, { body: 'zanzibar adventure' });
    await t.call(apiEndpoints.block, { userId: bo.accountId, isBlocked: true }, cy.token);
    expect(ids(await t.call(apiEndpoints.searchPosts, { query: 'zanzibar' }, cy.token))).toEqual([]);
    expect(ids(await t.call(apiEndpoints.searchPosts, { query: 'zanzibar' }, ada.token))).toEqual([post1.id]);
    const mine = await post(cy, { body: 'zanzibar too' });
    expect(ids(await t.call(apiEndpoints.searchPosts, { query: 'zanzibar' }, bo.token))).toEqual([post1.id]);
    expect(ids(await t.call(apiEndpoints.replies, { postId: mine.id }, bo.token))).toEqual([]);
    await t.call(apiEndpoints.block, { userId: bo.accountId, isBlocked: false }, cy.token);
  });
});

describe("'for you' ranking", () => {
  it('should rank engagement with time decay, lift followed accounts and page stably', async () => {
    const fresh = await t.signUp('Ranker', 'Silver');
    const community = 'LunarStormFriends';
    const quiet = await post(ada, { body: 'quiet', communityId: community });
    const popular = await post(bo, { body: 'popular', communityId: community });
    for (const user of [ada, cy, admin])
      await t.call(apiEndpoints.likePost, { postId: popular.id }, user.token);
    const feed = async (viewer?: TestUser, offset = 0, limit = 20) =>
      ids(await t.call(apiEndpoints.listPosts, { communities: [community], offset, limit }, viewer?.token));
    expect((await feed(fresh)).slice(0, 2)).toEqual([popular.id, quiet.id]);
    await t.call(apiEndpoints.follow, { userId: ada.accountId, isFollowed: true }, fresh.token);
    expect((await feed(fresh)).slice(0, 2)).toEqual([quiet.id, popular.id]);
    expect((await feed()).slice(0, 2)).toEqual([popular.id, quiet.id]);
    const whole = await feed(fresh);
    expect([...(await feed(fresh, 0, 1)), ...(await feed(fresh, 1, 1))]).toEqual(whole.slice(0, 2));
  });
});
