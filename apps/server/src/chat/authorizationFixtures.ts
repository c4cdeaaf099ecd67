/**
 * Fixtures of the chat calls for the authorisation matrix (policies/authorization.test.ts): a valid input
 * per call, made fresh for the calling persona so that an allowed call succeeds. The persona's chat identity
 * and its partners' are written to the database directly (a banned or deleted persona could not publish one).
 * Personas that are refused before the handler (anonymous, banned, deleted) get inputs that are only
 * well-formed.
 */
import type { ChatIdentityRecord } from '@rep/shared';
import { apiEndpoints, CHAT_ESCROW_MIN_COST } from '@rep/shared';
import { type ChatIdentity, createChatIdentity } from '@rep/shared/chatCrypto';
import { eq } from 'drizzle-orm';
import { chatIdentities } from '../db/schema';
import { quickAccount, type TestApp, type TestUser } from '../test/harness';
import { type ChatUser, chatId, encrypt, sealEpoch } from './testKit';

type Fixture = (user: TestUser | undefined) => Promise<unknown>;

/**
 * The chat fixtures of the matrix, keyed by endpoint name.
 * @param app the test app (a getter: the matrix builds it in `beforeAll`)
 */
export function chatAuthorizationFixtures(app: () => TestApp): Record<string, Fixture> {
  const identities = new Map<string, { identity: ChatIdentity; record: ChatIdentityRecord }>();

  /** `accountId` as a chat user, its identity written to the database once. */
  const asChatUser = async (user: Pick<TestUser, 'accountId' | 'token'>): Promise<ChatUser> => {
    let found = identities.get(user.accountId);
    if (!found) {
      found = await createChatIdentity('matrix passphrase', CHAT_ESCROW_MIN_COST);
      identities.set(user.accountId, found);
      await app()
        .ctx.db.insert(chatIdentities)
        .values({ accountId: user.accountId, ...found.record })
        .onConflictDoNothing();
    }
    return { ...(user as TestUser), ...found };
  };
  const partner = async () => asChatUser({ accountId: await quickAccount(app(), 'Partner'), token: '' });

  /** A conversation `user` made (a group when `others` > 1), or a well-formed stand-in when it cannot. */
  const conversationOf = async (user: TestUser | undefined, others = 1) => {
    const partners = await Promise.all(Array.from({ length: others }, partner));
    const id = chatId('Matrix');
    if (!user) return { id, key: new Uint8Array(32), me: undefined, partners };
    const me = await asChatUser(user);
    const { key, keys } = await sealEpoch(id, 0, me, [me, ...partners]);
    await app().call(
      apiEndpoints.conversationCreate,
      { members: partners.map((p) => p.accountId), keys, id },
      user.token,
    );
    return { id, key, me, partners };
  };
  /** Epoch `epoch`'s keys of a conversation, sealed by `me` (or a stand-in) to `members`. */
  const keysOf = async (id: string, epoch: number, me: ChatUser | undefined, members: ChatUser[]) => {
    const distributor = me ?? members[0];
    if (!distributor) throw new Error('no distributor');
    return (await sealEpoch(id, epoch, distributor, me ? [me, ...members] : members)).keys;
  };

  return {
    chatKeysGet: async () => ({ userIds: [(await partner()).accountId] }),
    chatKeysMine: async () => ({}),
    chatKeysSet: async (user) => {
      const made = await createChatIdentity('matrix passphrase', CHAT_ESCROW_MIN_COST);
      if (user) {
        // The call publishes this one: the persona's earlier identity goes, and the fixtures use the new one.
        await app().ctx.db.delete(chatIdentities).where(eq(chatIdentities.accountId, user.accountId));
        identities.set(user.accountId, made);
      }
      return made.record;
    },
    conversationCreate: async (user) => {
      const other = await partner();
      const id = chatId('Matrix');
      const me = user ? await asChatUser(user) : undefined;
      return { members: [other.accountId], keys: await keysOf(id, 0, me, [other]), id };
    },
    conversationList: async () => ({}),
    conversationGet: async (user) => ({ conversationIds: [(await conversationOf(user)).id] }),
    conversationAddMembers: async (user) => {
      const { id, me, partners } = await conversationOf(user, 2);
      const added = await partner();
      return {
        conversationId: id,
        epoch: 1,
        members: [added.accountId],
        keys: await keysOf(id, 1, me, [...partners, added]),
      };
    },
    conversationRemoveMembers: async (user) => {
      const { id, me, partners } = await conversationOf(user, 2);
      const [kept, removed] = partners as [ChatUser, ChatUser];
      return {
        conversationId: id,
        epoch: 1,
        members: [removed.accountId],
        keys: await keysOf(id, 1, me, [kept]),
      };
    },
    conversationRotateKey: async (user) => {
      const { id, me, partners } = await conversationOf(user);
      return { conversationId: id, epoch: 1, keys: await keysOf(id, 1, me, partners) };
    },
    conversationLeave: async (user) => ({ conversationId: (await conversationOf(user, 2)).id }),
    createConversationWithMessage: async (user) => {
      const other = await partner();
      const id = chatId('Matrix');
      const me = user ? await asChatUser(user) : other;
      const { key, keys } = await sealEpoch(id, 0, me, user ? [me, other] : [other]);
      const content = await encrypt('matrix', key, id, 0, me);
      return { members: [other.accountId], keys, conversationId: id, content };
    },
    messageList: async (user) => ({ conversationId: (await conversationOf(user)).id }),
    createMessage: async (user) => {
      const { id, key, me, partners } = await conversationOf(user);
      const sender = me ?? (partners[0] as ChatUser);
      return { conversationId: id, content: await encrypt('matrix', key, id, 0, sender) };
    },
  };
}
