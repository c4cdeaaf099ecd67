/**
 * The push processor end to end on a real database and job queue, against the local fake push service
 * (test/fakePushService.ts): a `web-push` job delivers the notification's payload to each of the recipient's
 * subscriptions and deletes the ones answered gone; a failed delivery fails the job (it retries); a deleted
 * account's subscriptions are removed by its `AccountDeleted` event; `/api/config` publishes the VAPID key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiEndpoints, type Notification } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender } from '../adapters/push';
import type { PushSender } from '../adapters/push/types';
import { buildApp } from '../app';
import { createAccount } from '../commands/createAccount';
import { deleteAccounts } from '../commands/moderation';
import { type Config, loadConfig } from '../config';
import { createAppContext } from '../context';
import { identities, posts, pushSubscriptions } from '../db/schema';
import { newIdentityId, newPostId } from '../ids';
import type { JobQueue } from '../jobs/queue';
import { startJobs } from '../jobs/start';
import { loadSecrets, type Secrets } from '../secrets';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../test/fakePushService';
import { openTestDatabase } from '../test/harness';
import type { TestDatabase } from '../test/testDatabase';
import { notificationPath, type PushPayload, pushProcessor, sendWebPush, WEB_PUSH_QUEUE } from './push';

describe('the push processor', () => {
  let opened: TestDatabase;
  let fake: FakePushService;
  let jobs: JobQueue;
  let dataDir: string;
  let config: Config;
  let secrets: Secrets;
  let push: PushSender;
  const db = () => opened.database.db;

  /** Polls until `check` holds (jobs run in the queue's workers), or fails after `timeoutMs`. */
  const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  const account = async (firstName: string) => {
    const identityId = newIdentityId('test');
    await db().insert(identities).values({ id: identityId, provider: 'test' });
    return (await createAccount(db(), secrets.masterKey, { identityId, firstName, lastName: 'Tester' })).id;
  };

  /** A browser subscribed on the fake for this server's key, stored for `accountId`. */
  const subscribe = async (accountId: string): Promise<FakeSubscription> => {
    const subscription = fake.subscribe(secrets.vapid.publicKey);
    const { endpoint, p256dh, auth } = subscription;
    await db().insert(pushSubscriptions).values({ endpoint, accountId, p256dh, auth });
    return subscription;
  };

  const endpointsOf = async (accountId: string) =>
    (
      await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, accountId))
    )
      .map((row) => row.endpoint)
      .sort();

  const notification = (over: Partial<Notification>): Notification => ({
    notificationId: '1001',
    topic: 'LikePost',
    community: 'Rep',
    senderId: 'client|sender',
    message: 'Ada Tester liked your post',
    metadata: {},
    createdAt: new Date().toISOString(),
    read: false,
    ...over,
  });

  const payloadsTo = (subscription: FakeSubscription): PushPayload[] =>
    fake.received.filter((m) => m.endpoint === subscription.endpoint).map((m) => JSON.parse(m.payload));

  beforeAll(async () => {
    opened = await openTestDatabase();
    fake = await startFakePushService();
    dataDir = mkdtempSync(path.join(tmpdir(), 'rep-push-'));
    config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'error' });
    secrets = loadSecrets(dataDir);
    push = createPushSender(config, secrets, { agent: fake.agent });
    const processor = pushProcessor({ db: db(), config, redis: null, realtime: null, push });
    if (!processor) throw new Error('no push processor');
    jobs = await startJobs(opened.database, [processor]);
  });

  afterAll(async () => {
    await jobs?.close();
    await opened?.database.close();
    await opened?.drop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('should be left out without a push sender', () => {
    expect(pushProcessor({ db: db(), config, redis: null, realtime: null, push: null })).toBeNull();
  });

  it("should push a job's notification to every subscription and delete the gone ones", async () => {
    const author = await account('Author');
    const [phone, laptop, stale] = [
      await subscribe(author),
      await subscribe(author),
      await subscribe(author),
    ];
    fake.answer(stale.endpoint, 410);
    const postId = newPostId('GalaFriends');
    await db()
      .insert(posts)
      .values({ id: postId, accountId: author, communityId: 'GalaFriends', postType: 'Article' });
    const liked = notification({ notificationId: '2001', metadata: { postType: 'Article', postId } });

    await jobs.send([{ queue: WEB_PUSH_QUEUE, data: { recipientId: author, notification: liked } }]);
    jobs.wake([WEB_PUSH_QUEUE]);
    await until(async () => payloadsTo(laptop).length === 1 && (await endpointsOf(author)).length === 2);

    const expected: PushPayload = {
      title: 'Rep',
      body: 'Ada Tester liked your post',
      url: `/gala-friends/article/account/${encodeURIComponent(author)}/${encodeURIComponent(postId)}`,
      notificationId: '2001',
      topic: 'LikePost',
    };
    expect(payloadsTo(phone)).toEqual([expected]);
    expect(payloadsTo(laptop)).toEqual([expected]);
    expect(await endpointsOf(author)).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(fake.refused).toEqual([]);
  });

  it('should fail the job when a push service fails, after sending to the others', async () => {
    const reader = await account('Reader');
    const [working, failing] = [await subscribe(reader), await subscribe(reader)];
    fake.answer(failing.endpoint, 500);
    const followed = notification({
      notificationId: '3001',
      topic: 'Follow',
      message: 'Ada Tester followed you',
    });
    await expect(sendWebPush(db(), push, { recipientId: reader, notification: followed })).rejects.toThrow(
      /1 of 2 deliveries failed/,
    );
    expect(payloadsTo(working).map((p) => p.url)).toEqual(['/rep/account/client%7Csender']);
    // A failure is not `gone`: the subscription stays for the retry.
    expect(await endpointsOf(reader)).toEqual([working.endpoint, failing.endpoint].sort());
  });

  it('should do nothing for a recipient without subscriptions', async () => {
    const before = fake.received.length;
    await sendWebPush(db(), push, { recipientId: 'client|nobody', notification: notification({}) });
    expect(fake.received).toHaveLength(before);
  });

  it("should remove a deleted account's subscriptions (SPEC §4 push-token deactivation)", async () => {
    const [leaving, staying] = [await account('Leaving'), await account('Staying')];
    await subscribe(leaving);
    await subscribe(leaving);
    const kept = await subscribe(staying);
    expect(await deleteAccounts(db(), [leaving])).toMatchObject({ count: 1 });
    await until(async () => (await endpointsOf(leaving)).length === 0);
    expect(await endpointsOf(staying)).toEqual([kept.endpoint]);
  });

  it('should link to the post, or to the sender when there is none', () => {
    const post = { id: 'Rep_x', accountId: 'client|a', communityId: 'Rep', postType: 'Question' as const };
    expect(notificationPath(notification({}), post)).toBe('/rep/question/account/client%7Ca/Rep_x');
    expect(notificationPath(notification({}), { ...post, postType: 'Reply' })).toBe(
      '/rep/post/account/client%7Ca/Rep_x',
    );
    expect(notificationPath(notification({ community: 'RepSocial' }), undefined)).toBe(
      '/rep-social/account/client%7Csender',
    );
  });

  it('should publish the VAPID public key in /api/config', async () => {
    const app = await buildApp(createAppContext({ db: db(), config, secrets }));
    try {
      const response = await app.inject({ method: 'GET', url: `/api${apiEndpoints.appConfig.path}` });
      expect(response.json().data.pushPublicKey).toBe(secrets.vapid.publicKey);
      expect(push.publicKey).toBe(secrets.vapid.publicKey);
    } finally {
      await app.close();
    }
  });
});
