/**
 * Chat in real time (issue 15): a message reaches the other members' sockets (and the sender's other
 * devices) once, however often it is retried; read receipts reach the members and update `others[].readAt`;
 * the badge counts conversations with unread messages; a recipient without a socket gets a `Chat`
 * notification and a web push, one with a socket does not.
 */
import { apiEndpoints, type Conversation, type Message } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushSender } from '../adapters/push/types';
import { webPushSender } from '../adapters/push/webPush';
import { queryRows } from '../db/client';
import { closeSockets, collect, openSocket, until } from '../realtime/testClient';
import { generateVapidKeys } from '../secrets';
import { type FakePushService, startFakePushService } from '../test/fakePushService';
import { createTestApp, type TestApp } from '../test/harness';
import { type ChatUser, chatId, chatUser, encrypt, sealEpoch } from './testKit';

let t: TestApp;
let url: string;
let fake: FakePushService;
let sender: PushSender;
let ada: ChatUser;
let bob: ChatUser;
let cat: ChatUser;
let conversationId: string;
let key: Uint8Array;

beforeAll(async () => {
  fake = await startFakePushService();
  sender = webPushSender({ ...generateVapidKeys(), subject: 'mailto:admin@rep.test', agent: fake.agent });
  t = await createTestApp({}, { push: sender });
  url = await t.listen();
  [ada, bob, cat] = (await Promise.all(['Ada', 'Bob', 'Cat'].map((name) => chatUser(t, name)))) as [
    ChatUser,
    ChatUser,
    ChatUser,
  ];
  conversationId = chatId('Live');
  const sealed = await sealEpoch(conversationId, 0, ada, [ada, bob, cat]);
  key = sealed.key;
  const made = await t.call(
    apiEndpoints.conversationCreate,
    { members: [bob.accountId, cat.accountId], keys: sealed.keys, id: conversationId },
    ada.token,
  );
  expect(made.status).toBe(200);
}, 30_000);
afterEach(closeSockets);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const send = async (from: ChatUser, text: string, id?: string) => {
  const content = await encrypt(text, key, conversationId, 0, from);
  const res = await t.call(apiEndpoints.createMessage, { conversationId, content, id }, from.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Message;
};
const badge = async (user: ChatUser) =>
  (await t.call(apiEndpoints.badgeGet, {}, user.token)).body.data.conversations as number;
/** The jobs of `queue` not done yet. */
const pending = async (queue: string) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pgboss.job where name = ${queue} and state <> 'completed'`,
    )
  )[0]?.n ?? 0;
const chatNotifications = (recipientId: string) =>
  queryRows<{ message: string; communityId: string; dedupKey: string }>(
    t.ctx.db,
    sql`select message, community_id as "communityId", dedup_key as "dedupKey" from notifications
        where recipient_id = ${recipientId} and topic = 'Chat' order by id`,
  );

describe('messages on the socket', () => {
  it("should reach the other member's socket and the sender's other device once per message id", async () => {
    const [bobSocket, adaOther] = await Promise.all([
      openSocket(url, { auth: { token: bob.token } }),
      openSocket(url, { auth: { token: ada.token } }),
    ]);
    const [bobInbox, adaInbox] = [collect(bobSocket, 'message'), collect(adaOther, 'message')];
    const first = await send(ada, 'hello Bob', 'LiveOnce1');
    await until(() => bobInbox.length === 1 && adaInbox.length === 1);
    expect(bobInbox).toEqual([first]);
    expect(adaInbox).toEqual([first]);
    expect(await send(ada, 'hello Bob', 'LiveOnce1')).toEqual(first);
    const second = await send(ada, 'and again');
    await until(() => bobInbox.length >= 2);
    await until(async () => (await pending('chat')) === 0, 10_000);
    expect(bobInbox).toEqual([first, second]);
    expect(bobInbox.length).toBe(2);
  });
});

describe('read receipts and the badge', () => {
  it('should relay a read receipt to the members and show it in others[].readAt', async () => {
    const [adaSocket, bobSocket, bobOther] = await Promise.all([
      openSocket(url, { auth: { token: ada.token } }),
      openSocket(url, { auth: { token: bob.token } }),
      openSocket(url, { auth: { token: bob.token } }),
    ]);
    const [adaReceipts, bobReceipts] = [
      collect(adaSocket, 'read-list-conversation'),
      collect(bobOther, 'read-list-conversation'),
    ];
    await send(ada, 'read me');
    await until(async () => (await badge(bob)) === 1);
    bobSocket.emit('read-list-conversation', {
      conversationIds: [conversationId, 'NotMine123'],
      userId: bob.accountId,
    });
    await until(() => adaReceipts.length === 1 && bobReceipts.length === 1);
    const receipt = adaReceipts[0] as { conversationIds: string[]; at: string; userId: string };
    expect(receipt).toMatchObject({ conversationIds: [conversationId], userId: bob.accountId });
    expect(bobReceipts).toEqual([receipt]);
    expect(await badge(bob)).toBe(0);
    const seen = await t.call(apiEndpoints.conversationGet, { conversationIds: [conversationId] }, ada.token);
    const others = (seen.body.data[0] as Conversation).others;
    expect(others.find((other) => other.userId === bob.accountId)?.readAt).toBe(receipt.at);
  });

  it('should raise the badge with an unread message and clear it with /badge/reset/chat', async () => {
    const before = await badge(bob);
    await send(ada, 'unread');
    expect(await badge(bob)).toBe(before + 1);
    expect(await badge(ada)).toBe(0);
    const reset = await t.call(apiEndpoints.badgeResetChat, { conversations: [conversationId] }, bob.token);
    expect(reset.body.data.conversations).toBe(0);
    const view = await t.call(apiEndpoints.conversationGet, { conversationIds: [conversationId] }, bob.token);
    expect(view.body.data[0].unreadMessages).toBe(0);
  });
});

describe('Chat notifications', () => {
  it('should notify and push to a recipient without a socket, and not one with a socket', async () => {
    const browser = fake.subscribe(sender.publicKey);
    const token = { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } };
    expect((await t.call(apiEndpoints.notificationRegister, { token }, cat.token)).status).toBe(200);
    await openSocket(url, { auth: { token: bob.token } });
    await until(async () => (await pending('chat')) === 0, 10_000);
    const [catBefore, bobBefore] = await Promise.all([
      chatNotifications(cat.accountId),
      chatNotifications(bob.accountId),
    ]);
    const message = await send(ada, 'are you there?');
    await until(async () => (await chatNotifications(cat.accountId)).length === catBefore.length + 1, 10_000);
    expect((await chatNotifications(cat.accountId)).at(-1)).toEqual({
      message: 'Ada Tester sent you a message',
      communityId: 'General',
      dedupKey: `chat:${conversationId}:${message.id}`,
    });
    await until(() => fake.received.length === 1, 10_000);
    expect(fake.refused).toEqual([]);
    expect(JSON.parse(fake.received[0]?.payload ?? '{}')).toMatchObject({
      body: 'Ada Tester sent you a message',
      topic: 'Chat',
    });
    await until(async () => (await pending('chat')) === 0, 10_000);
    expect(await chatNotifications(bob.accountId)).toEqual(bobBefore);
  });
});

describe('read receipts and the write rate limit', () => {
  it("should count a socket receipt against the account's write allowance and drop one over it", async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on', RATE_LIMIT_WRITE_MAX: '4' });
    try {
      const limitedUrl = await limited.listen();
      const [reader, writer] = await Promise.all([chatUser(limited, 'Reader'), chatUser(limited, 'Writer')]);
      const id = chatId('Limit');
      const sealed = await sealEpoch(id, 0, writer, [writer, reader]);
      const made = await limited.call(
        apiEndpoints.conversationCreate,
        { members: [reader.accountId], keys: sealed.keys, id },
        writer.token,
      );
      expect(made.status).toBe(200);
      const [readerSocket, writerSocket] = await Promise.all([
        openSocket(limitedUrl, { auth: { token: reader.token } }),
        openSocket(limitedUrl, { auth: { token: writer.token } }),
      ]);
      const relayed = collect(writerSocket, 'read-list-conversation');
      // The reader spent 1 write publishing its keys: 3 receipts fit in its allowance of 4.
      for (let k = 1; k <= 3; k++) {
        readerSocket.emit('read-list-conversation', { conversationIds: [id], userId: reader.accountId });
        await until(() => relayed.length === k);
      }
      const spent = await limited.call(apiEndpoints.badgeResetChat, { conversations: [id] }, reader.token);
      expect(spent.status).toBe(429);
      readerSocket.emit('read-list-conversation', { conversationIds: [id], userId: reader.accountId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(relayed.length).toBe(3);
    } finally {
      await closeSockets();
      await limited.close();
    }
  }, 30_000);
});
