/**
 * Notifications reach sockets (issue 14): within 1 s of the write on one process, and from either of two
 * processes sharing PostgreSQL and Redis; a socket that dropped gets the notification it missed.
 */
import { apiEndpoints, type Notification } from '@rep/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeSockets, collect, next, openSocket, until } from '../../realtime/testClient';
import {
  createTestApp,
  type SecondProcess,
  startSecondProcess,
  type TestApp,
  type TestUser,
} from '../../test/harness';

afterEach(closeSockets);

/** Ann's post, liked by Ben: resolves with the like's request start time (ms). */
async function likeOf(t: Pick<TestApp, 'call'>, ann: TestUser, ben: TestUser): Promise<number> {
  const post = await t.call(apiEndpoints.createPost, { body: 'hello' }, ann.token);
  const sent = Date.now();
  expect((await t.call(apiEndpoints.likePost, { postId: post.body.data.id }, ben.token)).status).toBe(200);
  return sent;
}

/**
 * A socket on `from` gets a notification (which gives the client its recovery offset: a socket that
 * received nothing yet reconnects unrecovered and the app refetches with `since`), its transport drops (a
 * network loss, not a sign-out), a second notification is made meanwhile, and it comes back on `to`: it
 * recovers and gets the one it missed.
 */
async function expectRecovery(t: TestApp, from: string, to: string): Promise<void> {
  const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
  const socket = await openSocket(from, { auth: { token: ann.token } });
  const inbox = collect(socket, 'notification') as Notification[];
  await likeOf(t, ann, ben);
  await until(() => inbox.length === 1);
  socket.io.reconnection(false);
  const dropped = next(socket, 'disconnect');
  socket.io.engine.close();
  await dropped;
  await likeOf(t, ann, ben);
  const badge = async () => (await t.call(apiEndpoints.badgeGet, {}, ann.token)).body.data.notifications;
  await until(async () => (await badge()) === 2);
  expect(inbox).toHaveLength(1);
  // The transport's address is private in the typings.
  (socket.io as unknown as { uri: string }).uri = to;
  socket.io.reconnection(true);
  const back = next(socket, 'connect');
  socket.connect();
  await back;
  expect(socket.recovered).toBe(true);
  await until(() => inbox.length === 2);
  expect(inbox.map((n) => n.topic)).toEqual(['LikePost', 'LikePost']);
}

describe('one process', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
  });
  afterAll(() => t?.close());

  it('should send the stored notification to the socket within 1 s of the write', async () => {
    const [ann, ben] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Benedict', 'Silver')]);
    const socket = await openSocket(url, { extraHeaders: { 'x-authorization': ann.token } });
    const inbox = collect(socket, 'notification') as Notification[];
    const arrivals: number[] = [];
    socket.on('notification', () => arrivals.push(Date.now()));
    const sent = await likeOf(t, ann, ben);
    await until(() => inbox.length === 1, 5_000);
    expect((arrivals[0] ?? Number.POSITIVE_INFINITY) - sent).toBeLessThan(1000);
    const listed = await t.call(apiEndpoints.notificationList, {}, ann.token);
    expect(inbox[0]).toEqual(listed.body.data[0]);
    expect(inbox[0]).toMatchObject({ topic: 'LikePost', senderId: ben.accountId });
  });

  it('should close the open sockets of an account when it is banned', async () => {
    const [ann, admin] = await Promise.all([t.signUp('Annabel', 'Silver'), t.signUp('Admin', 'SysAdmin')]);
    const socket = await openSocket(url, { auth: { token: ann.token } });
    const closed = next(socket, 'disconnect');
    const banned = await t.call(apiEndpoints.banAccounts, { usersId: [ann.accountId] }, admin.token);
    expect(banned.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('should give a socket that dropped the notification it missed when it comes back', async () => {
    await expectRecovery(t, url, url);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)(
  'two processes on one Redis',
  () => {
    let a: TestApp;
    let b: SecondProcess;
    let urls: string[];
    beforeAll(async () => {
      a = await createTestApp({ REDIS_URL: process.env.REDIS_URL as string });
      b = await startSecondProcess(a);
      urls = await Promise.all([a.listen(), b.listen()]);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('should deliver to the sockets on both processes whichever ran the job', async () => {
      const [ann, ben] = await Promise.all([a.signUp('Annabel', 'Silver'), a.signUp('Benedict', 'Silver')]);
      const sockets = await Promise.all(urls.map((url) => openSocket(url, { auth: { token: ann.token } })));
      const inboxes = sockets.map((socket) => collect(socket, 'notification') as Notification[]);
      await likeOf(b, ann, ben);
      await until(() => inboxes.every((inbox) => inbox.length === 1));
      expect(inboxes[0]?.[0]).toEqual(inboxes[1]?.[0]);
    });

    it('should give a socket that dropped from one process what it missed on the other', async () => {
      await expectRecovery(a, urls[0] as string, urls[1] as string);
    });
  },
);
