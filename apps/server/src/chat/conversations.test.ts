/**
 * Chat over HTTP (issue 15) with real end-to-end encryption: chat keys, direct and group conversations,
 * membership and blocks, idempotent message ids, group changes and epochs, and a database that holds no
 * plaintext. One app and one set of accounts for the file.
 */
import { apiEndpoints, authEndpoints, type Conversation, type Message } from '@rep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { until } from '../realtime/testClient';
import { createTestApp, quickAccount, type TestApp, type TestUser } from '../test/harness';
import { countQueries } from '../test/queries';
import { type ChatUser, chatId, chatUser, decrypt, encrypt, openKeys, sealEpoch } from './testKit';

let t: TestApp;
let ada: ChatUser;
let bob: ChatUser;
let cat: ChatUser;
let dan: ChatUser;
let eve: TestUser;
let everyone: ChatUser[];

beforeAll(async () => {
  t = await createTestApp();
  [ada, bob, cat, dan] = (await Promise.all(
    ['Ada', 'Bob', 'Cat', 'Dan'].map((name) => chatUser(t, name)),
  )) as [ChatUser, ChatUser, ChatUser, ChatUser];
  everyone = [ada, bob, cat, dan];
  eve = await t.signUp('Eve', 'Silver');
}, 30_000);
afterAll(() => t?.close());

/** Creates a conversation of `owner` with `others` at epoch 0; answers it and the epoch key. */
async function create(owner: ChatUser, others: ChatUser[], prefix = 'Conv') {
  const id = chatId(prefix);
  const { key, keys } = await sealEpoch(id, 0, owner, [owner, ...others]);
  const res = await t.call(
    apiEndpoints.conversationCreate,
    { members: others.map((other) => other.accountId), keys, id },
    owner.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { conversation: res.body.data as Conversation, key };
}

/** `sender` sends `text` at `epoch`; answers the response. */
async function send(
  sender: ChatUser,
  conversationId: string,
  key: Uint8Array,
  epoch: number,
  text: string,
  id?: string,
) {
  const content = await encrypt(text, key, conversationId, epoch, sender);
  return t.call(apiEndpoints.createMessage, { conversationId, content, id }, sender.token);
}

const get = async (user: TestUser, id: string) =>
  (await t.call(apiEndpoints.conversationGet, { conversationIds: [id] }, user.token)).body
    .data[0] as Conversation;
const messages = async (user: TestUser, id: string) =>
  (await t.call(apiEndpoints.messageList, { conversationId: id }, user.token)).body.data as Message[];

describe('chat keys', () => {
  it('should publish an identity once, answer it to its owner and the public keys to others', async () => {
    const again = await t.call(apiEndpoints.chatKeysSet, ada.record, ada.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ChatKeysExist');
    expect((await t.call(apiEndpoints.chatKeysMine, {}, ada.token)).body.data).toEqual(ada.record);
    expect((await t.call(apiEndpoints.chatKeysMine, {}, eve.token)).body.data).toBeNull();
    const keys = await t.call(
      apiEndpoints.chatKeysGet,
      { userIds: [ada.accountId, eve.accountId, bob.accountId] },
      eve.token,
    );
    expect(
      keys.body.data.sort((a: { userId: string }, b: { userId: string }) => a.userId.localeCompare(b.userId)),
    ).toEqual(
      [ada, bob]
        .map((user) => ({
          userId: user.accountId,
          boxPublicKey: user.record.boxPublicKey,
          signPublicKey: user.record.signPublicKey,
        }))
        .sort((a, b) => a.userId.localeCompare(b.userId)),
    );
  });
});

describe('creating a conversation', () => {
  it('should make one direct conversation per pair and answer it again to either member', async () => {
    const { conversation } = await create(ada, [bob], 'Direct');
    expect(conversation).toMatchObject({
      kind: 'Direct',
      dmPartner: bob.accountId,
      epoch: 0,
      status: 'Active',
      unreadMessages: 0,
      numberOfMessage: 0,
      latestMessage: null,
      others: [{ userId: bob.accountId, readAt: null }],
      createdBy: ada.accountId,
    });
    expect(conversation.members.sort()).toEqual([ada.accountId, bob.accountId].sort());
    expect(conversation.keys).toEqual([
      { epoch: 0, sealedKey: conversation.secretKey, sealedBy: ada.accountId },
    ]);
    const fromBob = await create(bob, [ada]);
    expect(fromBob.conversation.id).toBe(conversation.id);
    expect(fromBob.conversation.dmPartner).toBe(ada.accountId);
  });

  it('should answer a retry of the same id as it is, and refuse an id someone else took', async () => {
    const id = chatId('Retry');
    const { keys } = await sealEpoch(id, 0, ada, [ada, cat, dan]);
    const input = { members: [cat.accountId, dan.accountId, ada.accountId], keys, id };
    const first = await t.call(apiEndpoints.conversationCreate, input, ada.token);
    expect(first.body.data).toMatchObject({ id, kind: 'Group' });
    expect(first.body.data.members).toHaveLength(3);
    expect((await t.call(apiEndpoints.conversationCreate, input, ada.token)).body.data).toEqual(
      first.body.data,
    );
    const taken = await t.call(
      apiEndpoints.conversationCreate,
      { ...input, members: [ada.accountId], keys: (await sealEpoch(id, 0, bob, [bob, ada])).keys },
      bob.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ConversationIdTaken');
  });

  it('should refuse keys that do not name exactly the members', async () => {
    const id = chatId('Keys');
    const { keys } = await sealEpoch(id, 0, ada, [ada, cat]);
    const res = await t.call(
      apiEndpoints.conversationCreate,
      { members: [cat.accountId, dan.accountId], keys, id },
      ada.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^keys: /);
  });

  it('should refuse an account without chat keys, an unknown one, and one blocked either way', async () => {
    const id = chatId('Refused');
    const missing = await t.call(
      apiEndpoints.conversationCreate,
      { members: [eve.accountId], keys: (await sealEpoch(id, 0, ada, [ada])).keys, id },
      ada.token,
    );
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({
      code: 'ChatKeysMissing',
      message: 'Eve Tester has not set up chat yet',
    });
    const unknown = await t.call(
      apiEndpoints.conversationCreate,
      { members: [await quickAccount(t, 'Nokeys')], keys: (await sealEpoch(id, 0, ada, [ada])).keys, id },
      ada.token,
    );
    expect(unknown.status).toBe(409);
    const nobody = await t.call(
      apiEndpoints.conversationCreate,
      { members: ['client|nobody'], keys: (await sealEpoch(id, 0, ada, [ada])).keys, id },
      ada.token,
    );
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('AccountNotFound');

    const [fay, gus] = await Promise.all([chatUser(t, 'Fay'), chatUser(t, 'Gus')]);
    const { conversation, key } = await create(fay, [gus]);
    expect(
      (await t.call(apiEndpoints.block, { userId: gus.accountId, isBlocked: true }, fay.token)).status,
    ).toBe(200);
    for (const [from, to] of [
      [fay, gus],
      [gus, fay],
    ] as const) {
      const again = await t.call(
        apiEndpoints.conversationCreate,
        { members: [to.accountId], keys: (await sealEpoch('Blocked1', 0, from, [from, to])).keys },
        from.token,
      );
      expect(again.status).toBe(403);
      expect(again.body.code).toBe('ChatBlocked');
      const sent = await send(from, conversation.id, key, 0, 'after the block');
      expect(sent.status).toBe(403);
      expect(sent.body.code).toBe('ChatBlocked');
    }
    await t.call(apiEndpoints.block, { userId: gus.accountId, isBlocked: false }, fay.token);
    expect((await send(gus, conversation.id, key, 0, 'after the unblock')).status).toBe(200);
  });

  it('should create a conversation with its first message, and refuse a second direct one of the pair', async () => {
    const id = chatId('First');
    const { key, keys } = await sealEpoch(id, 0, bob, [bob, cat, dan]);
    const content = await encrypt('hello group', key, id, 0, bob);
    const res = await t.call(
      apiEndpoints.createConversationWithMessage,
      { members: [cat.accountId, dan.accountId], keys, conversationId: id, content, id: 'FirstMessage1' },
      bob.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toMatchObject({ id: 'FirstMessage1', conversationId: id, epoch: 0 });
    expect(res.body.data.conversation).toMatchObject({ id, numberOfMessage: 1, unreadMessages: 0 });
    expect(res.body.data.conversation.latestMessage).toEqual(res.body.data.message);
    const catView = await get(cat, id);
    expect(catView.unreadMessages).toBe(1);
    const opened = await openKeys(catView, cat, everyone);
    expect(await decrypt(catView.latestMessage as Message, opened, everyone)).toBe('hello group');

    const direct = await get(ada, (await create(ada, [bob])).conversation.id);
    const pairId = chatId('Pair');
    const pair = await sealEpoch(pairId, 0, bob, [bob, ada]);
    const exists = await t.call(
      apiEndpoints.createConversationWithMessage,
      {
        members: [ada.accountId],
        keys: pair.keys,
        conversationId: pairId,
        content: await encrypt('again', pair.key, pairId, 0, bob),
      },
      bob.token,
    );
    expect(exists.status).toBe(409);
    expect(exists.body).toMatchObject({ code: 'ConversationExists', data: { conversationId: direct.id } });
  });
});

describe('membership', () => {
  let conversation: Conversation;
  let key: Uint8Array;
  beforeAll(async () => {
    // A group: the pair's direct conversation exists already (its key is the first test's).
    ({ conversation, key } = await create(ada, [bob, dan], 'Members'));
  });

  it('should refuse a non-member on get, list, send and rotate-key, and a conversation that does not exist', async () => {
    const got = await t.call(apiEndpoints.conversationGet, { conversationIds: [conversation.id] }, cat.token);
    expect([got.status, got.body.code]).toEqual([403, 'NotConversationMember']);
    const listed = await t.call(apiEndpoints.messageList, { conversationId: conversation.id }, cat.token);
    expect([listed.status, listed.body.code]).toEqual([403, 'NotConversationMember']);
    const sent = await send(cat, conversation.id, key, 0, 'intruder');
    expect([sent.status, sent.body.code]).toEqual([403, 'NotConversationMember']);
    const rotated = await t.call(
      apiEndpoints.conversationRotateKey,
      {
        conversationId: conversation.id,
        epoch: 1,
        keys: (await sealEpoch(conversation.id, 1, cat, [cat])).keys,
      },
      cat.token,
    );
    expect([rotated.status, rotated.body.code]).toEqual([403, 'NotConversationMember']);

    const unknown = await t.call(
      apiEndpoints.messageList,
      { conversationId: 'NoSuchConversation' },
      ada.token,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ConversationNotFound']);
    const sentUnknown = await send(ada, 'NoSuchConversation', key, 0, 'nowhere');
    expect([sentUnknown.status, sentUnknown.body.code]).toEqual([404, 'ConversationNotFound']);
    const some = await t.call(
      apiEndpoints.conversationGet,
      { conversationIds: ['NoSuchConversation', conversation.id] },
      ada.token,
    );
    expect(some.body.data.map((c: Conversation) => c.id)).toEqual([conversation.id]);
    const others = await t.call(apiEndpoints.conversationList, { userId: bob.accountId }, ada.token);
    expect(others.status).toBe(403);
  });

  it('should store a message once per id, however often it is retried', async () => {
    const content = await encrypt('once', key, conversation.id, 0, ada);
    const input = { conversationId: conversation.id, content, id: 'OnceOnly1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(apiEndpoints.createMessage, input, ada.token)),
    );
    for (const answer of answers) expect(answer.body.data).toEqual(answers[0]?.body.data);
    const retry = await t.call(apiEndpoints.createMessage, input, ada.token);
    expect(retry.body.data).toEqual(answers[0]?.body.data);
    expect((await get(ada, conversation.id)).numberOfMessage).toBe(1);
    expect(await messages(bob, conversation.id)).toEqual([answers[0]?.body.data]);
    const bobView = await get(bob, conversation.id);
    expect(bobView.unreadMessages).toBe(1);
    const theirs = await send(bob, conversation.id, key, 0, 'mine now', 'OnceOnly1');
    expect([theirs.status, theirs.body.code]).toEqual([409, 'MessageIdTaken']);
    const stale = await send(ada, conversation.id, key, 1, 'from the future');
    expect([stale.status, stale.body.code]).toEqual([409, 'StaleEpoch']);
  });

  it('should list conversations by latest activity and the members in metadata', async () => {
    const { conversation: quiet } = await create(ada, [cat, dan], 'Quiet');
    await send(ada, conversation.id, key, 0, 'bump');
    const list = await t.call(apiEndpoints.conversationList, { userId: ada.accountId }, ada.token);
    const ids = list.body.data.map((c: Conversation) => c.id);
    expect(ids.indexOf(conversation.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(list.body.data[0].id).toBe(conversation.id);
    expect(Object.keys(list.body.metadata.userProfiles)).toEqual(
      expect.arrayContaining([ada.accountId, bob.accountId, cat.accountId, dan.accountId]),
    );
    const page = await t.call(
      apiEndpoints.messageList,
      { conversationId: conversation.id, limit: 1 },
      bob.token,
    );
    expect(page.body.data).toHaveLength(1);
    expect(Object.keys(page.body.metadata.userProfiles)).toEqual([ada.accountId]);
    expect(
      await decrypt(
        page.body.data[0],
        await openKeys(await get(bob, conversation.id), bob, everyone),
        everyone,
      ),
    ).toBe('bump');
  });
});

describe('group changes', () => {
  let id: string;
  const keyOf = new Map<number, Uint8Array>();
  const epochKeys = async (epoch: number, by: ChatUser, members: ChatUser[]) => {
    const sealed = await sealEpoch(id, epoch, by, members);
    keyOf.set(epoch, sealed.key);
    return sealed.keys;
  };
  const change = (
    endpoint: typeof apiEndpoints.conversationAddMembers,
    by: ChatUser,
    epoch: number,
    keys: { userId: string; sealedKey: string }[],
    members: ChatUser[],
  ) =>
    t.call(endpoint, { conversationId: id, epoch, keys, members: members.map((m) => m.accountId) }, by.token);

  beforeAll(async () => {
    const made = await create(ada, [bob, cat], 'Group');
    id = made.conversation.id;
    keyOf.set(0, made.key);
    expect((await send(ada, id, made.key, 0, 'epoch zero')).status).toBe(200);
  });

  it('should let an added member read from its epoch on, and decrypt it', async () => {
    const added = await change(
      apiEndpoints.conversationAddMembers,
      ada,
      1,
      await epochKeys(1, ada, [ada, bob, cat, dan]),
      [dan],
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ epoch: 1, rekeyRequired: false });
    expect(added.body.data.members).toHaveLength(4);
    expect((await send(bob, id, keyOf.get(1) as Uint8Array, 1, 'epoch one')).status).toBe(200);
    const danView = await get(dan, id);
    expect(danView.keys.map((k) => k.epoch)).toEqual([1]);
    expect(danView.numberOfMessage).toBe(1);
    const listed = await messages(dan, id);
    expect(listed.map((m) => m.epoch)).toEqual([1]);
    const opened = await openKeys(danView, dan, everyone);
    expect(await decrypt(listed[0] as Message, opened, everyone)).toBe('epoch one');
    const stale = await change(
      apiEndpoints.conversationAddMembers,
      ada,
      1,
      await epochKeys(1, ada, [ada, bob, cat, dan]),
      [dan],
    );
    expect([stale.status, stale.body.code]).toEqual([409, 'StaleEpoch']);
  });

  it('should refuse removing yourself and changing a direct conversation', async () => {
    const self = await change(
      apiEndpoints.conversationRemoveMembers,
      ada,
      2,
      await epochKeys(2, ada, [bob, cat, dan]),
      [ada],
    );
    expect(self.status).toBe(400);
    const direct = (await create(cat, [dan])).conversation;
    const res = await t.call(
      apiEndpoints.conversationAddMembers,
      {
        conversationId: direct.id,
        epoch: 1,
        members: [ada.accountId],
        keys: (await sealEpoch(direct.id, 1, cat, [cat, dan, ada])).keys,
      },
      cat.token,
    );
    expect([res.status, res.body.message]).toEqual([400, 'A direct conversation cannot change members']);
  });

  it('should leave a removed member nothing of the new epoch, and no way to send', async () => {
    const removed = await change(
      apiEndpoints.conversationRemoveMembers,
      ada,
      2,
      await epochKeys(2, ada, [ada, bob, dan]),
      [cat],
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await send(ada, id, keyOf.get(2) as Uint8Array, 2, 'epoch two')).status).toBe(200);
    const catView = await get(cat, id);
    expect(catView).toMatchObject({ status: 'Left', secretKey: null });
    expect(catView.keys.map((k) => k.epoch)).toEqual([0, 1]);
    expect((await messages(cat, id)).map((m) => m.epoch)).toEqual([1, 0]);
    const sent = await send(cat, id, keyOf.get(1) as Uint8Array, 1, 'still here?');
    expect([sent.status, sent.body.code]).toEqual([403, 'NotConversationMember']);
  });

  it('should ask for a re-key after a member leaves, then send again', async () => {
    const left = await t.call(apiEndpoints.conversationLeave, { conversationId: id }, bob.token);
    expect(left.body.data).toEqual({ left: true });
    expect((await get(ada, id)).rekeyRequired).toBe(true);
    const blocked = await send(ada, id, keyOf.get(2) as Uint8Array, 2, 'too soon');
    expect([blocked.status, blocked.body.code]).toEqual([409, 'RekeyRequired']);
    const rotated = await t.call(
      apiEndpoints.conversationRotateKey,
      { conversationId: id, epoch: 3, keys: await epochKeys(3, dan, [ada, dan]) },
      dan.token,
    );
    expect(rotated.body.data).toMatchObject({ epoch: 3, rekeyRequired: false, status: 'Active' });
    expect((await send(ada, id, keyOf.get(3) as Uint8Array, 3, 'epoch three')).status).toBe(200);
    expect((await messages(bob, id)).map((m) => m.epoch)).not.toContain(3);
  });

  it('should let a former member back in from the new epoch only', async () => {
    const back = await change(
      apiEndpoints.conversationAddMembers,
      ada,
      4,
      await epochKeys(4, ada, [ada, dan, cat]),
      [cat],
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const catView = await get(cat, id);
    expect(catView).toMatchObject({
      status: 'Active',
      unreadMessages: 0,
      numberOfMessage: 0,
      latestMessage: null,
    });
    expect(catView.keys.map((k) => k.epoch)).toEqual([4]);
    expect(await messages(cat, id)).toEqual([]);
  });
});

describe('what the database holds', () => {
  it('should hold no plaintext of a sent message in any chat table', async () => {
    const secret = `Meet at the lighthouse ${Date.now()}`;
    const { conversation, key } = await create(bob, [dan], 'Plain');
    expect((await send(bob, conversation.id, key, 0, secret)).status).toBe(200);
    const columns = await queryRows<{ table: string; column: string }>(
      t.ctx.db,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = current_schema()
            and table_name in ('chat_identities', 'conversations', 'conversation_members', 'conversation_keys', 'messages')
            and data_type in ('text', 'jsonb', 'json', 'character varying')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    let cells = 0;
    for (const { table, column } of columns) {
      const rows = await queryRows<{ value: string | null }>(
        t.ctx.db,
        sql.raw(`select "${column}"::text as value from "${table}"`),
      );
      cells += rows.length;
      for (const row of rows) {
        expect(row.value ?? '').not.toContain(secret);
        expect(row.value ?? '').not.toContain('lighthouse');
      }
    }
    expect(cells).toBeGreaterThan(0);
  });
});

describe('a deleted account', () => {
  it('should lose its chat identity and leave its conversations; a group then needs a re-key', async () => {
    const [hal, ivy] = await Promise.all([chatUser(t, 'Hal'), chatUser(t, 'Ivy')]);
    const group = await create(hal, [ivy, ada], 'Deleted');
    const direct = await create(ivy, [hal], 'DeletedDirect');
    expect((await t.call(authEndpoints.deleteSelf, {}, hal.token)).status).toBe(200);
    await until(async () => (await get(ivy, group.conversation.id)).members.length === 2, 10_000);
    expect(await get(ivy, group.conversation.id)).toMatchObject({ rekeyRequired: true });
    const keys = await t.call(apiEndpoints.chatKeysGet, { userIds: [hal.accountId] }, ivy.token);
    expect(keys.body.data).toEqual([]);
    const mine = await queryRows(
      t.ctx.db,
      sql`select 1 from chat_identities where account_id = ${hal.accountId}`,
    );
    expect(mine).toEqual([]);
    expect((await get(ivy, direct.conversation.id)).members).toEqual([ivy.accountId]);
    const sent = await send(ivy, direct.conversation.id, direct.key, 0, 'anyone?');
    expect([sent.status, sent.body.code]).toEqual([403, 'ChatBlocked']);
  });
});

describe('cost', () => {
  it('should read a page of conversations and of messages in a fixed number of queries', async () => {
    const list = (limit: number) => () => t.call(apiEndpoints.conversationList, { limit }, ada.token);
    const small = await countQueries(t, list(1));
    expect(await countQueries(t, list(20))).toBe(small);
    const { conversation, key } = await create(cat, [ada, bob], 'Cost');
    for (const text of ['one', 'two', 'three'])
      await send(text === 'two' ? bob : cat, conversation.id, key, 0, text);
    const page = (limit: number) => () =>
      t.call(apiEndpoints.messageList, { conversationId: conversation.id, limit }, ada.token);
    expect(await countQueries(t, page(3))).toBe(await countQueries(t, page(1)));
  });
});
