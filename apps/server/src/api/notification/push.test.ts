/**
 * Web push of notifications (issue 14): a notification is pushed to the recipient's subscriptions while
 * they have no open socket, and not while they have one. Delivery goes to the local fake push service,
 * which checks the VAPID token and decrypts the payload as a browser would.
 */
import { apiEndpoints } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { PushSender } from '../../adapters/push/types';
import { webPushSender } from '../../adapters/push/webPush';
import { closeSockets, collect, openSocket, until } from '../../realtime/testClient';
import { generateVapidKeys } from '../../secrets';
import { type FakePushService, startFakePushService } from '../../test/fakePushService';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let fake: FakePushService;
let sender: PushSender;

beforeAll(async () => {
  fake = await startFakePushService();
  sender = webPushSender({ ...generateVapidKeys(), subject: 'mailto:admin@rep.test', agent: fake.agent });
  t = await createTestApp({}, { push: sender });
});
afterEach(closeSockets);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** How many jobs of `queue` exist, and how many of them are not done yet. */
const jobsOf = async (queue: string) =>
  (
    (await t.ctx.db.execute(
      sql`select count(*)::int as total, count(*) filter (where state <> 'completed')::int as pending
          from pgboss.job where name = ${queue}`,
    )) as unknown as { rows: { total: number; pending: number }[] }
  ).rows[0] ?? { total: 0, pending: 0 };

it('should push a notification while the recipient has no socket, and not while one is open', async () => {
  const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
  const browser = fake.subscribe(sender.publicKey);
  const token = { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } };
  expect((await t.call(apiEndpoints.notificationRegister, { token }, ann.token)).status).toBe(200);
  const first = await t.call(apiEndpoints.createPost, { body: 'first' }, ann.token);
  await t.call(apiEndpoints.likePost, { postId: first.body.data.id }, ben.token);
  await until(() => fake.received.length === 1, 10_000);
  expect(fake.refused).toEqual([]);
  expect(JSON.parse(fake.received[0]?.payload ?? '{}')).toMatchObject({
    title: 'Rep',
    body: 'Benedict Tester liked your post',
    topic: 'LikePost',
  });

  const socket = await openSocket(await t.listen(), { auth: { token: ann.token } });
  const inbox = collect(socket, 'notification');
  const second = await t.call(apiEndpoints.createPost, { body: 'second' }, ann.token);
  await t.call(apiEndpoints.likePost, { postId: second.body.data.id }, ben.token);
  await until(() => inbox.length === 1);
  // The notification job decides about push after emitting: once it is done, no second push job exists.
  await until(async () => (await jobsOf('notifications')).pending === 0, 10_000);
  expect(await jobsOf('web-push')).toEqual({ total: 1, pending: 0 });
  expect(fake.received).toHaveLength(1);
});
