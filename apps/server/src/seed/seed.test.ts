import { faker } from '@faker-js/faker';
import {
  apiEndpoints,
  authEndpoints,
  type ChatPublicKeys,
  type Conversation,
  isHandle,
  type Message,
} from '@rep/shared';
import { decryptMessage, openConversationKey, unlockChatIdentity } from '@rep/shared/chatCrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { firstRun } from './firstRun';
import { DEMO_SIGN_IN, seedIfEmpty } from './seed';

const ADMIN = { email: 'operator@rep.example', password: 'Operat0rSecret' };

let t: TestApp;

beforeAll(async () => {
  // A first start on an empty database with an admin configured, as an operator runs it.
  t = await createTestApp({ SEED: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await firstRun(t.ctx, t.app.log);
});
afterAll(() => t.close());

const signIn = ({ email, password }: { email: string; password: string }) =>
  t.call(authEndpoints.signIn, { idToken: '', provider: 'password', payload: { email, password } });

describe('first start with ADMIN_EMAIL set', () => {
  it('should seed the demo network, so the documented demo sign-in works', async () => {
    expect((await signIn(DEMO_SIGN_IN)).status).toBe(200);
  });

  it('should create the SysAdmin as well', async () => {
    const session = await signIn(ADMIN);
    expect(session.status).toBe(200);
    const role = await t.call(authEndpoints.getRole, {}, session.body.data.access);
    expect(role.body.data.role).toBe('SysAdmin');
  });
});

describe('demo seed', () => {
  it("should seed the demo account's encrypted chat, which its passphrase unlocks and reads", async () => {
    const session = (await signIn(DEMO_SIGN_IN)).body.data;
    const mine = await t.call(apiEndpoints.chatKeysMine, {}, session.access);
    const identity = await unlockChatIdentity(mine.body.data, DEMO_SIGN_IN.chatPassphrase);
    const list = await t.call(apiEndpoints.conversationList, {}, session.access);
    const conversations = list.body.data as Conversation[];
    expect(conversations.map((c) => c.kind).sort()).toEqual(['Direct', 'Group']);
    expect((await t.call(apiEndpoints.badgeGet, {}, session.access)).body.data.conversations).toBe(2);
    const direct = conversations.find((c) => c.kind === 'Direct') as Conversation;
    const keys = await t.call(apiEndpoints.chatKeysGet, { userIds: direct.members }, session.access);
    const signKeyOf = (id: string) =>
      (keys.body.data as ChatPublicKeys[]).find((k) => k.userId === id)?.signPublicKey ?? '';
    const [sealed] = direct.keys;
    const key = await openConversationKey({
      sealedKey: sealed?.sealedKey ?? '',
      conversationId: direct.id,
      epoch: 0,
      identity,
      distributorSignPublicKey: signKeyOf(sealed?.sealedBy ?? ''),
    });
    const listed = await t.call(apiEndpoints.messageList, { conversationId: direct.id }, session.access);
    const texts = await Promise.all(
      (listed.body.data as Message[]).map((m) =>
        decryptMessage({
          content: m.content,
          conversationId: direct.id,
          senderId: m.accountId,
          senderSignPublicKey: signKeyOf(m.accountId),
          keyOf: () => key,
        }),
      ),
    );
    expect(texts).toHaveLength(direct.numberOfMessage);
    expect(texts[0]).toBe('Great, send it over when it is ready 🙂');
  });

  it('should index the hashtags of the posts it writes, so a tag link finds them', async () => {
    const res = await t.call(apiEndpoints.hashtag, { hashtag: 'music', limit: 50 });
    expect(res.status).toBe(200);
    const bodies: string[] = res.body.data.map((post: { body: string }) => post.body);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body.toLowerCase()).toContain('#music');
  });

  it('should write like people: no lorem ipsum in any title or body', async () => {
    const latin = new Set(faker.definitions.lorem.word.filter((word) => word.length >= 6));
    const rows = await t.ctx.db.select({ title: posts.title, body: posts.body }).from(posts);
    const words = rows.flatMap((row) =>
      `${row.title ?? ''} ${row.body ?? ''}`.toLowerCase().split(/[^a-z]+/),
    );
    expect(words.filter((word) => latin.has(word))).toEqual([]);
  });

  it('should give every account a unique handle and a DiceBear avatar the site serves', async () => {
    const rows = await t.ctx.db
      .select({ username: accounts.username, avatar: accounts.avatar })
      .from(accounts);
    const seeded = rows.filter((row) => row.avatar !== null);
    expect(seeded).toHaveLength(40);
    const handles = seeded.map((row) => row.username ?? '');
    expect(new Set(handles).size).toBe(seeded.length);
    for (const handle of handles) expect(isHandle(handle), handle).toBe(true);
    for (const row of seeded) expect(row.avatar).toBe(`/avatars/notionists/${row.username}.svg`);
    const image = await t.app.inject({ method: 'GET', url: seeded[0]?.avatar ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it("should let the demo user send the profile's own avatar back unchanged", async () => {
    const session = await signIn(DEMO_SIGN_IN);
    const token = session.body.data.access;
    const [profile] = (await t.call(apiEndpoints.getProfiles, { userIds: [session.body.data.accountId] }))
      .body.data;
    expect(profile.avatar).toBe('/avatars/notionists/demo.svg');
    const updated = await t.call(apiEndpoints.updateProfile, { avatar: profile.avatar }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.avatar).toBe(profile.avatar);
  });

  it('should seed only an empty database', async () => {
    expect(await seedIfEmpty(t.ctx)).toBeNull();
  });
});

describe('two processes starting on one empty database', () => {
  it('should seed once: the other start finds the accounts and goes on', async () => {
    const fresh = await createTestApp();
    try {
      const outcomes = await Promise.all([seedIfEmpty(fresh.ctx), seedIfEmpty(fresh.ctx)]);
      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      const rows = await fresh.ctx.db.select({ id: accounts.id }).from(accounts);
      expect(rows).toHaveLength(40);
    } finally {
      await fresh.close();
    }
  });
});
