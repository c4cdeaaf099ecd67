import { apiEndpoints, type Notification, pageCommunityId } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of a raw SQL query on the test database. */
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Polls until `check` holds (notifications are made by jobs after the write), or fails after `timeoutMs`. */
async function until<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const list = async (user: TestUser, input: Record<string, unknown> = {}) => {
  const res = await t.call(apiEndpoints.notificationList, { limit: 100, ...input }, user.token);
  expect(res.status).toBe(200);
  return res.body.data as Notification[];
};
/** The user's notifications once `count` of them are there (or what there is after 10 s). */
const listed = (user: TestUser, count: number, input: Record<string, unknown> = {}) =>
  until(
    () => list(user, input),
    (items) => items.length >= count,
  );
/** Lets the queue drain: a later notification to `probe` proves the jobs before it ran. */
async function settle(): Promise<void> {
  const [a, b] = await Promise.all([t.signUp('Probe', 'Silver'), t.signUp('Prober', 'Silver')]);
  await t.call(apiEndpoints.follow, { userId: a.accountId, isFollowed: true }, b.token);
  await listed(a, 1);
}
const post = async (user: TestUser, body: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call(apiEndpoints.createPost, { body, ...extra }, user.token);
  expect(res.status).toBe(200);
  return res.body.data as { id: string };
};
const usernameOf = async (user: TestUser) =>
  (await t.call(apiEndpoints.getProfiles, { userIds: [user.accountId] }, user.token)).body.data[0].username;

describe('notifications made from events', () => {
  it("should notify a like once (like, unlike, like again) and never one's own like", async () => {
    const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    const p = await post(ann, 'like me');
    await t.call(apiEndpoints.likePost, { postId: p.id }, ben.token);
    await t.call(apiEndpoints.likePost, { postId: p.id }, ann.token);
    const [like] = await listed(ann, 1);
    expect(like).toMatchObject({
      topic: 'LikePost',
      community: 'Rep',
      senderId: ben.accountId,
      message: 'Benedict Tester liked your post',
      metadata: { postId: p.id, postType: 'Standard' },
      read: false,
    });
    expect(like?.notificationId).toMatch(/^\d+$/);
    await t.call(apiEndpoints.unlikePost, { postId: p.id }, ben.token);
    await t.call(apiEndpoints.likePost, { postId: p.id }, ben.token);
    await settle();
    expect(await list(ann)).toHaveLength(1);
    expect(await list(ben)).toHaveLength(0);
  });

  it("should notify replies, out-of-thread replies, quotes and ReReps to the referenced post's author", async () => {
    const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    const p = await post(ann, 'original');
    const reply = await post(ben, 'a reply', { postType: 'Reply', postTypeValue: p.id });
    const out = await post(ben, 'also to feed', { postType: 'OutThreadReply', postTypeValue: p.id });
    const quote = await post(ben, 'a quote', { postType: 'QuotePost', postTypeValue: p.id });
    await post(ben, '', { postType: 'RePost', postTypeValue: p.id });
    await post(ann, 'own reply', { postType: 'Reply', postTypeValue: p.id });
    const items = await listed(ann, 4);
    const byTopic = Object.fromEntries(items.map((item) => [item.topic, item]));
    expect(Object.keys(byTopic).sort()).toEqual(['OutThreadReply', 'QuotePost', 'ReplyPost', 'RepostPost']);
    expect(byTopic.ReplyPost?.metadata).toEqual({ postId: reply.id, parentPostId: p.id, postType: 'Reply' });
    expect(byTopic.OutThreadReply?.metadata.postId).toBe(out.id);
    expect(byTopic.QuotePost).toMatchObject({ message: 'Benedict Tester quoted your post' });
    expect(byTopic.QuotePost?.metadata.postId).toBe(quote.id);
    expect(byTopic.RepostPost?.metadata).toMatchObject({ postId: p.id });
    await settle();
    expect(await list(ann)).toHaveLength(4);
  });

  it('should notify a follow once and mentions in posts and replies', async () => {
    const [ann, ben, cat] = await Promise.all([
      t.signUp('Annabel', 'Silver'),
      t.signUp('Benedict', 'Silver'),
      t.signUp('Catalina', 'Silver'),
    ]);
    for (const isFollowed of [true, false, true]) {
      await t.call(apiEndpoints.follow, { userId: ann.accountId, isFollowed }, ben.token);
    }
    const [annName, catName] = [await usernameOf(ann), await usernameOf(cat)];
    const p = await post(ben, `hello @${catName}`);
    const reply = await post(ben, `@${annName} and @${catName} see this`, {
      postType: 'Reply',
      postTypeValue: p.id,
    });
    const catItems = await listed(cat, 2);
    expect(catItems.map((item) => [item.topic, item.metadata.postId])).toEqual([
      ['MentionInReply', reply.id],
      ['Mention', p.id],
    ]);
    const annItems = await listed(ann, 2);
    expect(annItems.map((item) => item.topic)).toEqual(['MentionInReply', 'Follow']);
    expect(annItems[1]).toMatchObject({
      community: 'Rep',
      metadata: {},
      message: 'Benedict Tester followed you',
    });
    // Ben's own reply mentions Cat but notifies Ben's post's author (Ben) of nothing.
    expect(await list(ben)).toHaveLength(0);
  });

  it('should notify subscribers of new posts (the bell), not other followers', async () => {
    const [ann, ben, cat] = await Promise.all([
      t.signUp('Annabel', 'Silver'),
      t.signUp('Benedict', 'Silver'),
      t.signUp('Catalina', 'Silver'),
    ]);
    await t.call(apiEndpoints.follow, { userId: ann.accountId, isFollowed: true }, cat.token);
    const on = await t.call(apiEndpoints.subscribe, { userId: ann.accountId, isSubscribed: true }, ben.token);
    expect(on.body.data).toEqual({ isSubscribed: true });
    const seen = await t.call(apiEndpoints.getProfiles, { userIds: [ann.accountId] }, ben.token);
    expect(seen.body.data[0].meSubscribed).toBe(true);
    expect(
      (await t.call(apiEndpoints.subscribe, { userId: ben.accountId, isSubscribed: true }, ben.token)).status,
    ).toBe(400);
    const p = await post(ann, 'news');
    await post(ann, 'a comment', { postType: 'Reply', postTypeValue: p.id });
    const [item] = await listed(ben, 1);
    expect(item).toMatchObject({ topic: 'FollowingCreatePost', metadata: { postId: p.id } });
    await t.call(apiEndpoints.subscribe, { userId: ann.accountId, isSubscribed: false }, ben.token);
    await post(ann, 'more news');
    await settle();
    expect(await list(ben)).toHaveLength(1);
    // Cat follows but did not ring the bell; Ann's own follower notification is the only one of hers.
    expect((await list(cat)).map((n) => n.topic)).toEqual([]);
  });

  it("should notify a poll's end to its author and voters at the end, by a scheduled job", async () => {
    const [ann, ben, cat] = await Promise.all([
      t.signUp('Annabel', 'Silver'),
      t.signUp('Benedict', 'Silver'),
      t.signUp('Catalina', 'Silver'),
    ]);
    const endsAt = Date.now() + 10 * 60_000;
    const poll = await post(ann, 'which?', {
      postType: 'Poll',
      postTypeValue: { options: ['a', 'b'], pollLength: endsAt },
    });
    await t.call(apiEndpoints.votePoll, { pollId: poll.id, optionIndex: 0 }, ben.token);
    const job = await until(
      () =>
        rowsOf<{ start_after: string }>(
          sql`select start_after from pgboss.job where name = 'notifications-poll-end' and data->>'postId' = ${poll.id}`,
        ),
      (found) => found.length > 0,
    );
    expect(Math.abs(new Date(job[0]?.start_after ?? 0).getTime() - endsAt)).toBeLessThan(1000);
    expect(await list(ann)).toHaveLength(0);
    // The poll ends now: the job becomes due.
    await t.ctx.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'notifications-poll-end' and data->>'postId' = ${poll.id}`,
    );
    const [own] = await listed(ann, 1);
    expect(own).toMatchObject({
      topic: 'PollEnd',
      message: 'Your poll has ended',
      metadata: { postId: poll.id },
    });
    const [voter] = await listed(ben, 1);
    expect(voter).toMatchObject({ topic: 'PollEnd', message: 'A poll you voted in has ended' });
    expect(await list(cat)).toHaveLength(0);
  });
});

describe('blocks and deletions', () => {
  it('should not notify between accounts blocked either way and hide what a later block concerns', async () => {
    const [ann, ben, cat] = await Promise.all([
      t.signUp('Annabel', 'Silver'),
      t.signUp('Benedict', 'Silver'),
      t.signUp('Catalina', 'Silver'),
    ]);
    const p = await post(ann, 'mine');
    await t.call(apiEndpoints.likePost, { postId: p.id }, ben.token);
    await t.call(apiEndpoints.likePost, { postId: p.id }, cat.token);
    await listed(ann, 2);
    await t.call(apiEndpoints.block, { userId: ben.accountId, isBlocked: true }, ann.token);
    expect((await list(ann)).map((n) => n.senderId)).toEqual([cat.accountId]);
    // Cat blocks Ann; then Cat's mention of Ann notifies nothing (she cannot follow or like her any more).
    await t.call(apiEndpoints.block, { userId: ann.accountId, isBlocked: true }, cat.token);
    expect(await list(ann)).toHaveLength(0);
    await post(cat, `@${await usernameOf(ann)} hi`);
    await settle();
    expect(await list(ann)).toHaveLength(0);
  });

  it('should drop the notifications of a deleted post', async () => {
    const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    const p = await post(ann, 'going away');
    await t.call(apiEndpoints.likePost, { postId: p.id }, ben.token);
    await listed(ann, 1);
    await t.call(apiEndpoints.hidePost, { postId: p.id }, ann.token);
    expect(await list(ann)).toHaveLength(0);
  });
});

describe('the list, reads and badges', () => {
  let ann: TestUser;
  let ben: TestUser;
  let items: Notification[];
  const page = pageCommunityId('https://example.com/article');

  beforeAll(async () => {
    [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    await t.call(apiEndpoints.follow, { userId: ann.accountId, isFollowed: true }, ben.token);
    for (const body of ['one', 'two', 'three']) {
      const p = await post(ann, body);
      await t.call(apiEndpoints.likePost, { postId: p.id }, ben.token);
    }
    const onPage = await post(ann, 'on a page', { communityId: page });
    await t.call(apiEndpoints.likePost, { postId: onPage.id }, ben.token);
    const general = await post(ann, 'general', { communityId: 'General' });
    await t.call(apiEndpoints.likePost, { postId: general.id }, ben.token);
    await listed(ann, 4);
    items = await until(
      () => list(ann, { isExtensionOrEmbedded: true }),
      (found) => found.length === 1,
    );
    items = await list(ann);
  });

  it('should apply the display rules of the website and of the extension', async () => {
    expect(items.map((n) => n.community)).toEqual(['Rep', 'Rep', 'Rep', 'Rep']);
    expect(items.map((n) => n.topic)).toEqual(['LikePost', 'LikePost', 'LikePost', 'Follow']);
    const embedded = await list(ann, { isExtensionOrEmbedded: true });
    expect(embedded.map((n) => n.community)).toEqual([page]);
    expect(await list(ann, { isExtensionOrEmbedded: true, communities: [page] })).toHaveLength(1);
    expect(await list(ann, { isExtensionOrEmbedded: true, communities: ['newtab'] })).toHaveLength(0);
  });

  it("should page newest first, filter unread and since, and give the senders' profiles", async () => {
    const res = await t.call(apiEndpoints.notificationList, { offset: 1, limit: 2 }, ann.token);
    expect(res.body.data.map((n: Notification) => n.notificationId)).toEqual(
      items.slice(1, 3).map((n) => n.notificationId),
    );
    expect(res.body.metadata.userProfiles[ben.accountId]).toMatchObject({ displayName: 'Benedict Tester' });
    const since = await list(ann, { since: items[2]?.notificationId });
    expect(since.map((n) => n.notificationId)).toEqual(items.slice(0, 2).map((n) => n.notificationId));
    const other = await t.call(apiEndpoints.notificationList, { userId: ben.accountId }, ann.token);
    expect(other.status).toBe(403);
    expect(
      (await t.call(apiEndpoints.notificationList, { userId: ann.accountId, since: 'x' }, ann.token)).status,
    ).toBe(400);
  });

  it("should mark read and unread one by one and all together, only one's own", async () => {
    const [first, second] = items;
    const read = await t.call(
      apiEndpoints.notificationRead,
      { readIds: [first?.notificationId ?? ''], unreadIds: [] },
      ann.token,
    );
    expect(read.body.data).toEqual({ updated: 1 });
    expect((await list(ann, { unread: true })).map((n) => n.notificationId)).not.toContain(
      first?.notificationId,
    );
    const foreign = await t.call(
      apiEndpoints.notificationRead,
      { readIds: [second?.notificationId ?? ''] },
      ben.token,
    );
    expect(foreign.body.data).toEqual({ updated: 0 });
    await t.call(apiEndpoints.notificationRead, { all: true }, ann.token);
    expect(await list(ann, { unread: true })).toHaveLength(0);
    await t.call(apiEndpoints.notificationRead, { unreadIds: [first?.notificationId ?? ''] }, ann.token);
    expect((await list(ann, { unread: true })).map((n) => n.notificationId)).toEqual([first?.notificationId]);
  });

  it('should count the badge since its last reset, per surface', async () => {
    const [cat, dan] = await Promise.all([t.signUp('Catalina', 'Silver'), t.signUp('Daniel', 'Silver')]);
    await t.call(apiEndpoints.follow, { userId: cat.accountId, isFollowed: true }, dan.token);
    const onPage = await post(cat, 'page', { communityId: page });
    await t.call(apiEndpoints.likePost, { postId: onPage.id }, dan.token);
    const social = await post(cat, 'social', { communityId: 'RepSocial' });
    await t.call(apiEndpoints.likePost, { postId: social.id }, dan.token);
    await listed(cat, 2);
    await until(
      () => list(cat, { isExtensionOrEmbedded: true }),
      (found) => found.length === 1,
    );
    const badge = await t.call(apiEndpoints.badgeGet, { isExtensionOrEmbedded: false }, cat.token);
    expect(badge.body.data).toEqual({ notifications: 2, repSocialNotifications: 1, conversations: 0 });
    const embedded = await t.call(apiEndpoints.badgeGet, { isExtensionOrEmbedded: true }, cat.token);
    expect(embedded.body.data.notifications).toBe(1);
    const reset = await t.call(apiEndpoints.badgeResetNotification, {}, cat.token);
    expect(reset.body.data).toEqual({ notifications: 0, repSocialNotifications: 0, conversations: 0 });
    const later = await post(cat, 'later');
    await t.call(apiEndpoints.likePost, { postId: later.id }, dan.token);
    const risen = await until(
      async () => (await t.call(apiEndpoints.badgeGet, {}, cat.token)).body.data.notifications,
      (count) => count === 1,
    );
    expect(risen).toBe(1);
    expect((await t.call(apiEndpoints.badgeResetChat, { conversations: ['c1'] }, cat.token)).status).toBe(
      200,
    );
    expect((await t.call(apiEndpoints.badgeGet, {}, undefined)).status).toBe(401);
  });

  it("should count a page's unread notifications with `communities`, whatever the reset, under the shown rules", async () => {
    const [eve, fay, gus] = await Promise.all([
      t.signUp('Evelyn', 'Silver'),
      t.signUp('Fayette', 'Silver'),
      t.signUp('Gustavo', 'Silver'),
    ]);
    const other = pageCommunityId('https://example.com/another-article');
    const onPage = await post(eve, 'page', { communityId: page });
    const onOther = await post(eve, 'other', { communityId: other });
    await t.call(apiEndpoints.likePost, { postId: onPage.id }, fay.token);
    await t.call(apiEndpoints.likePost, { postId: onPage.id }, gus.token);
    await t.call(apiEndpoints.likePost, { postId: onOther.id }, fay.token);
    await listed(eve, 3, { isExtensionOrEmbedded: true });
    const badge = async (input: Record<string, unknown>) => {
      const res = await t.call(apiEndpoints.badgeGet, { isExtensionOrEmbedded: true, ...input }, eve.token);
      expect(res.status).toBe(200);
      return res.body.data as {
        notifications: number;
        repSocialNotifications: number;
        conversations: number;
      };
    };
    expect(await badge({ communities: [page] })).toEqual({
      notifications: 2,
      repSocialNotifications: 0,
      conversations: 0,
    });
    expect((await badge({ communities: [page, other] })).notifications).toBe(3);
    // Empty `communities` is not given: every page community's, since the reset.
    expect((await badge({})).notifications).toBe(3);
    expect((await badge({ communities: [] })).notifications).toBe(3);
    expect((await badge({ communities: '' })).notifications).toBe(3);
    // The website's reset does not touch the page's count; reading does.
    await t.call(apiEndpoints.badgeResetNotification, {}, eve.token);
    expect((await badge({})).notifications).toBe(0);
    expect((await badge({ communities: [page] })).notifications).toBe(2);
    const [newest] = await list(eve, { isExtensionOrEmbedded: true, communities: [page] });
    await t.call(apiEndpoints.notificationRead, { readIds: [newest?.notificationId ?? ''] }, eve.token);
    expect((await badge({ communities: [page] })).notifications).toBe(1);
    // A block either way hides the sender's notifications from the count, as from the list.
    await t.call(apiEndpoints.notificationRead, { unreadIds: [newest?.notificationId ?? ''] }, eve.token);
    await t.call(apiEndpoints.block, { userId: eve.accountId, isBlocked: true }, gus.token);
    expect((await badge({ communities: [page] })).notifications).toBe(1);
    expect((await list(eve, { isExtensionOrEmbedded: true, communities: [page], unread: true })).length).toBe(
      1,
    );
    expect(
      (await t.call(apiEndpoints.badgeGet, { communities: ['not a community!'] }, eve.token)).status,
    ).toBe(400);
    // 'Mark all as read' of one page marks that community's only.
    const marked = await t.call(apiEndpoints.notificationRead, { all: true, communities: [page] }, eve.token);
    // (How many rows changed depends on whether the block's job has deleted Gustavo's yet.)
    expect(marked.status).toBe(200);
    expect((await badge({ communities: [page] })).notifications).toBe(0);
    expect((await badge({ communities: [other] })).notifications).toBe(1);
  });
});

describe('web push subscriptions', () => {
  it('should register a subscription (object or JSON text) and deactivate it by endpoint', async () => {
    const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPublicKey', auth: 'authSecret' },
    };
    const saved = await t.call(apiEndpoints.notificationRegister, { token: subscription }, ann.token);
    expect(saved.body.data).toEqual({ registered: true });
    const again = await t.call(
      apiEndpoints.notificationRegister,
      { token: JSON.stringify(subscription), userId: ann.accountId },
      ann.token,
    );
    expect(again.status).toBe(200);
    const rows = () =>
      rowsOf<{ account_id: string }>(
        sql`select account_id from push_subscriptions where endpoint = ${subscription.endpoint}`,
      );
    expect(await rows()).toEqual([{ account_id: ann.accountId }]);
    expect(
      (await t.call(apiEndpoints.notificationDeactivate, { token: subscription.endpoint }, ben.token)).body
        .data,
    ).toEqual({ deactivated: 0 });
    expect(
      (await t.call(apiEndpoints.notificationDeactivate, { token: subscription }, ann.token)).body.data,
    ).toEqual({ deactivated: 1 });
    expect(await rows()).toEqual([]);
    const bad = await t.call(apiEndpoints.notificationRegister, { token: { endpoint: 'nope' } }, ann.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/token/);
  });
});
