/**
 * "A client written only from the spec can run every call" (issue 12): the post calls, sent the way SPEC §7
 * writes them (field names, value forms, '' for absent optional values, defaults omitted) by
 * `test/specClient.ts`, which knows nothing of `@rep/shared`. The auth calls are in specClientAuth.test.ts,
 * the profile, user and admin calls in specClientAccounts.test.ts.
 *
 * Calls of SPEC §7 the server does not implement yet (later issues), so not played here: /notification/*,
 * /badge/*, /chat/* and the realtime socket, GET /chest/get-all, /chest/create-chest, GET /api/linked-in/me,
 * POST /api/image/to-webp, /rep-node/*, storage (/api/v1/*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  expectFields,
  expectList,
  expectPost,
  expectSuccess,
  POLL_FIELDS,
  type SpecClient,
  type SpecUser,
  specClient,
  specSignUp,
  specVerify,
} from '../test/specClient';

let t: TestApp;
let client: SpecClient;

beforeAll(async () => {
  t = await createTestApp();
  client = specClient(t.app);
});
afterAll(() => t.close());

describe('the post calls, as SPEC §7 writes them', () => {
  let ada: SpecUser;
  let bob: SpecUser;
  const ids = {
    ...{ standard: '', article: '', question: '', answer: '', repost: '', poll: '', live: '' },
    ...{ AnswerComment: '', ArticleComment: '', Reply: '', OutThreadReply: '', QuotePost: '' },
  };

  const create = async (user: SpecUser, fields: Record<string, unknown>) => {
    const post = expectSuccess(await client.post('/api/post/create-post', fields, user.access));
    expectPost(post);
    return post;
  };

  beforeAll(async () => {
    ada = await specSignUp(client, 'Ada');
    bob = await specSignUp(client, 'Bob');
    for (const user of [ada, bob]) expect(await specVerify(client, user)).toBe('Silver');
  });

  it('should create every post type with the create-post fields, empty for absent values', async () => {
    const none = { communityId: 'Rep', title: '', postTypeValue: '', media: 'Standard', mediaValue: '' };
    // The composer's other fields (SPEC §3) may ride along; the call ignores them.
    const composer = { arMode: false, location: '', name: '', code: '', expired: '' };
    const standard = await create(ada, {
      ...none,
      ...composer,
      postType: 'Standard',
      body: 'Hello #specclient',
    });
    expect(standard).toMatchObject({
      body: 'Hello #specclient',
      communityId: 'Rep',
      postType: { type: 'Standard' },
    });
    ids.standard = standard.id;
    for (const [media, url] of [
      ['Image', 'https://cdn.example.test/a.webp'],
      ['Gif', 'https://cdn.example.test/b.gif'],
      ['Video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ] as const) {
      const post = await create(ada, { ...none, postType: 'Standard', body: '', media, mediaValue: url });
      expect(post.media).toEqual({ type: media, url });
    }
    const nulls = { communityId: null, title: null, postTypeValue: null, media: null, mediaValue: null };
    expect((await create(ada, { ...nulls, postType: null, body: 'Nulls for no value' })).communityId).toBe(
      'Rep',
    );
    // SPEC §2 names the communities by their route values ('rep', 'gala-friends'…): the same communities.
    for (const [route, id] of [
      ['gala-friends', 'GalaFriends'],
      ['rep', 'Rep'],
    ]) {
      const post = await create(ada, { ...none, communityId: route, body: `In ${route}` });
      expect(post.communityId).toBe(id);
      const listed = expectList(await client.post('/api/post/list', { communities: [route] }), 'post');
      expect(listed.map((item) => item.id)).toContain(post.id);
    }
    const article = await create(ada, {
      ...none,
      postType: 'Article',
      title: 'On engines',
      body: '<p>An article sends body as a string.</p>',
    });
    ids.article = article.id;
    ids.question = (await create(ada, { ...none, postType: 'Question', body: 'Which engine?' })).id;
    const answer = { ...none, postType: 'Answer', postTypeValue: ids.question, body: 'The analytical one' };
    ids.answer = (await create(bob, answer)).id;
    const refs = [
      ['AnswerComment', ids.answer],
      ['ArticleComment', ids.article],
      ['Reply', ids.standard],
      ['OutThreadReply', ids.standard],
      ['QuotePost', ids.standard],
    ] as const;
    for (const [postType, target] of refs) {
      const post = await create(bob, {
        ...none,
        postType,
        postTypeValue: target,
        body: `${postType} by Bob`,
      });
      expect(post.postType).toEqual({ type: postType, post_id: target });
      ids[postType] = post.id;
    }
    const repost = await create(bob, { ...none, postType: 'RePost', postTypeValue: ids.standard, body: '' });
    expect(repost.postType).toEqual({ type: 'RePost', post_id: ids.standard });
    ids.repost = repost.id;

    const pollLength = Date.now() + 86_400_000;
    const poll = { options: ['Babbage', 'Lovelace', '', ''], pollLength };
    ids.poll = (await create(ada, { ...none, postType: 'Poll', body: 'Who?', postTypeValue: poll })).id;
    const asJson = { ...none, postType: 'Poll', body: 'Again?', postTypeValue: JSON.stringify(poll) };
    expect((await create(ada, asJson)).postType.type).toBe('Poll');

    // SPEC §3 lists no creation fields for a live schedule; the server reads {startAt, endAt} (DECISIONS).
    const live = { startAt: new Date(Date.now() + 3_600_000).toISOString(), endAt: Date.now() + 7_200_000 };
    ids.live = (
      await create(ada, { ...none, postType: 'LiveSchedule', body: 'Live', postTypeValue: live })
    ).id;
    const comment = { ...none, postType: 'LiveScheduleComment', postTypeValue: ids.live, body: 'See you' };
    expect((await create(bob, comment)).postType.type).toBe('LiveScheduleComment');
  });

  it('should like, unlike, bookmark, vote and read the post limit', async () => {
    expect(
      expectSuccess(await client.post('/api/post/like-post', { postId: ids.standard }, bob.access)),
    ).toEqual({
      numLike: 1,
    });
    const conflict = await client.post('/api/post/like-post', { postId: ids.standard }, bob.access);
    expect(conflict).toMatchObject({ status: 409, body: { success: false, message: 'You already upvote!' } });
    expectSuccess(await client.post('/api/post/unlike-post', { postId: ids.standard }, bob.access));
    expectSuccess(await client.post('/api/post/like-post', { postId: ids.standard }, bob.access));
    expectSuccess(await client.post('/api/post/add-bookmark', { postId: ids.article }, bob.access));
    expectSuccess(await client.post('/api/post/add-bookmark', { postId: ids.standard }, bob.access));
    expectSuccess(await client.post('/api/post/remove-bookmark', { postId: ids.standard }, bob.access));
    // SPEC §8: the 'already done' conflicts a client's action queue moves on from.
    for (const [path, message] of [
      ['unlike-post', "You doesn't like this post"],
      ['add-bookmark', 'Already added bookmark'],
      ['remove-bookmark', 'Not added bookmark yet'],
    ] as const) {
      const postId = path === 'add-bookmark' ? ids.article : ids.question;
      const answer = await client.post(`/api/post/${path}`, { postId }, bob.access);
      expect(answer).toMatchObject({ status: 409, body: { success: false, message } });
    }

    const poll = expectSuccess(
      await client.post('/api/post/poll-post', { optionIndex: 1, pollId: ids.poll }, bob.access),
    );
    expectFields(poll, POLL_FIELDS);
    expect(poll).toMatchObject({ id: ids.poll, options: ['Babbage', 'Lovelace'], votes: [0, 1], voted: 1 });

    const limit = expectSuccess(await client.post('/api/profile/getPostLimitInfo', undefined, ada.access));
    expectFields(limit, ['limit', 'available']);
    expect(limit.available).toBeLessThan(limit.limit);
  });

  it('should read every post list with the list envelope and the spec defaults omitted', async () => {
    const all = expectList(await client.post('/api/post/list', { communities: ['Rep'] }, ada.access), 'post');
    expect(all.map((post) => post.id)).toContain(ids.standard);
    const blanks = { communities: '', types: '' };
    expectList(await client.post('/api/post/list/', blanks), 'post');
    // JSON clients' null for "no value", and a list given as one value or as its JSON.
    const nulls = { communities: null, types: null, offset: null, limit: null, nested: null };
    expectList(await client.post('/api/post/list', { ...nulls, profilesRequired: null }), 'post');
    const one = expectList(
      await client.post('/api/post/list', { communities: 'Rep', types: '["Question"]' }),
      'post',
    );
    expect(one.map((post) => post.id)).toEqual([ids.question]);
    const paged = { communities: ['Rep'], types: ['Article', 'Question'], offset: 0, limit: 1, nested: true };
    const page = expectList(
      await client.post('/api/post/list', { ...paged, profilesRequired: true }),
      'post',
    );
    expect(page).toHaveLength(1);
    expectList(await client.post('/api/post/following', { communities: ['Rep'] }, bob.access), 'post');

    const replies = expectList(await client.post('/api/post/replies', { postId: ids.standard }), 'post');
    expect(replies.map((post) => post.id)).toContain(ids.Reply);
    const own = expectList(
      await client.post('/api/post/user', { userId: ada.accountId, communities: ['Rep'] }),
      'post',
    );
    expect(own.every((post) => post.accountId === ada.accountId)).toBe(true);
    const marked = expectList(
      await client.post('/api/post/bookmarks', { types: [], communities: ['Rep'] }, bob.access),
      'post',
    );
    expect(marked.map((post) => post.id)).toEqual([ids.article]);

    const got = await client.post(
      '/api/post/get',
      { postIds: [ids.poll, ids.QuotePost], nested: true, profilesRequired: true },
      bob.access,
    );
    expect(expectList(got, 'post').map((post) => post.id)).toEqual([ids.poll, ids.QuotePost]);
    expect(got.body.metadata.polls[ids.poll].voted).toBe(1);
    // The quoted post in metadata carries the counts and the viewer's flags of Bob's actions.
    expect(got.body.metadata.posts[ids.standard]).toMatchObject({
      ...{ numComment: 2, numLike: 1, numRerep: 1, numQuote: 1 },
      ...{ isLiked: true, isBookmarked: false, isRereped: true },
    });
    expect(got.body.metadata.userProfiles[ada.accountId]).toBeDefined();
    const anonymous = await client.post('/api/post/get', { postIds: [ids.live, ids.poll] });
    expect(anonymous.body.metadata.polls[ids.poll].voted).toBe(-1);
    const live = anonymous.body.metadata.lives[ids.live];
    expectFields(live, ['createdAt', 'startedAt', 'endedAt', 'liveId', 'streamerId', 'viewers']);
    expect(['Inactive', 'Active', 'Started', 'Ended']).toContain(live.status);

    const search = {
      query: '@specclient',
      offset: 0,
      limit: 20,
      postTypes: '',
      communityId: '',
      profilesRequired: true,
    };
    expect(
      expectList(await client.post('/api/post/search', search), 'post').map((post) => post.id),
    ).toContain(ids.standard);
    expectList(await client.post('/api/post/nested', { postId: ids.Reply }), 'post');
    const tagged = expectList(await client.post('/api/post/hashtag', { hashtag: '#SpecClient' }), 'post');
    expect(tagged.map((post) => post.id)).toContain(ids.standard);
    const likers = expectList(
      await client.post('/api/post/likes', { postId: ids.standard, offset: 0, limit: 10 }),
      'profile',
    );
    expect(likers.map((profile) => profile.id)).toEqual([bob.accountId]);
  });

  it('should report, send feedback and delete a post', async () => {
    const reported = { postId: ids.QuotePost, reason: 'Spam' };
    expect(expectSuccess(await client.post('/api/report', reported, ada.access)).id).toBeTypeOf('number');
    expectSuccess(await client.post('/api/feedback', { message: 'Written from the spec' }, ada.access));
    expectSuccess(await client.post('/api/post/hide-post', { postId: ids.repost }, bob.access));
    const [gone] = expectList(await client.post('/api/post/get', { postIds: [ids.repost] }), 'post');
    expect(gone).toMatchObject({ status: 'Deleted', isDeleted: true });
  });
});
