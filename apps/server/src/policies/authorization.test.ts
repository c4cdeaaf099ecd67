/**
 * The authorisation matrix: every endpoint of the contract called as anonymous, Non, Silver, Gold,
 * SysAdmin, a banned and a deleted account. Refusals must be the exact 401/403; allowed calls must succeed.
 * Removing any guard (auth, KYC level, admin, ban, deletion) makes this fail.
 */
import { apiEndpoints, authEndpoints, type Endpoint, ROLE_LEVELS, type Role } from '@rep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAuthorizationFixtures } from '../chat/authorizationFixtures';
import { accounts, bookmarks, likes, posts } from '../db/schema';
import { gifAuthorizationFixtures } from '../gifs/authorizationFixtures';
import { storageAuthorizationFixtures } from '../storage/authorizationFixtures';
import { createTestApp, quickAccount, type TestApp, type TestUser } from '../test/harness';

type Persona = 'anonymous' | Role | 'banned' | 'deleted';
const PERSONAS: Persona[] = ['anonymous', 'Non', 'Silver', 'Gold', 'SysAdmin', 'banned', 'deleted'];
const ADMIN_ONLY = new Set([
  'gifAdd',
  'setRole',
  'deleteUsers',
  'banAccounts',
  'removeAllPosts',
  'adminAccounts',
  'adminReports',
  'adminFeedback',
]);
const GUARDED = new Set([
  'createPost',
  'likePost',
  'unlikePost',
  'addBookmark',
  'removeBookmark',
  'follow',
  'report',
]);

let t: TestApp;
let owner: TestUser;
let ownerPost: string;
const tokens = new Map<Persona, TestUser>();

const newPost = async () => {
  const res = await t.call(apiEndpoints.createPost, { body: 'matrix post' }, owner.token);
  return res.body.data.id as string;
};

/** A valid input per endpoint, built fresh for each call so allowed calls succeed. */
const fixtures: Record<string, (user: TestUser | undefined) => Promise<unknown>> = {
  register: async () => ({
    email: `m${Math.random().toString(36).slice(2)}@example.test`,
    password: 'Passw0rdPass',
  }),
  signIn: async () => ({
    idToken: '',
    provider: 'password',
    payload: { email: owner.email, password: owner.password },
  }),
  signUp: async () => {
    const email = `s${Math.random().toString(36).slice(2)}@example.test`;
    const reg = await t.call(authEndpoints.register, { email, password: 'Passw0rdPass' });
    return {
      userId: reg.body.data.userId,
      idToken: '',
      provider: 'password',
      payload: { email, password: 'Passw0rdPass', firstName: 'M', lastName: 'X' },
    };
  },
  refreshSession: async () => ({ refresh: (await t.signUp('Refresher')).refresh }),
  signOut: async () => ({ refresh: (await t.signUp('Leaver')).refresh }),
  userExisted: async () => ({ userId: owner.accountId }),
  getRole: async () => ({}),
  startLinkedSession: async () => ({}),
  canKyc: async () => ({}),
  createVerification: async () => ({}),
  submitKyc: async (user) => ({
    session: user
      ? ((await t.call(authEndpoints.createVerification, {}, user.token)).body.data?.session ?? 'x')
      : 'x',
  }),
  refreshKyc: async () => ({}),
  appConfig: async () => ({}),
  createPost: async () => ({ body: 'hello' }),
  listPosts: async () => ({}),
  followingPosts: async () => ({}),
  getPosts: async () => ({ postIds: [ownerPost] }),
  replies: async () => ({ postId: ownerPost }),
  userPosts: async () => ({ userId: owner.accountId }),
  likePost: async () => ({ postId: await newPost() }),
  unlikePost: async (user) => {
    const postId = await newPost();
    if (user) await t.ctx.db.insert(likes).values({ accountId: user.accountId, postId });
    return { postId };
  },
  addBookmark: async () => ({ postId: await newPost() }),
  removeBookmark: async (user) => {
    const postId = await newPost();
    if (user) await t.ctx.db.insert(bookmarks).values({ accountId: user.accountId, postId });
    return { postId };
  },
  bookmarks: async () => ({}),
  hidePost: async (user) => {
    const id = `Rep_matrix${Math.random().toString(36).slice(2)}`;
    await t.ctx.db.insert(posts).values({
      id,
      accountId: user?.accountId ?? owner.accountId,
      communityId: 'Rep',
      body: 'mine',
      postType: 'Standard',
    });
    return { postId: id };
  },
  votePoll: async () => {
    const poll = await t.call(
      apiEndpoints.createPost,
      {
        postType: 'Poll',
        body: 'Which?',
        postTypeValue: { options: ['a', 'b'], pollLength: Date.now() + 3_600_000 },
      },
      owner.token,
    );
    return { pollId: poll.body.data.id, optionIndex: 1 };
  },
  nested: async () => ({ postId: ownerPost }),
  hashtag: async () => ({ hashtag: 'rep' }),
  postLikes: async () => ({ postId: ownerPost }),
  searchPosts: async () => ({ query: 'matrix' }),
  removeAllPosts: async () => ({ userId: await quickAccount(t) }),
  getProfiles: async () => ({ userIds: [owner.accountId] }),
  profileByUsername: async () => ({ username: 'owner.tester' }),
  postLimitInfo: async () => ({}),
  updateProfile: async () => ({ about: { bio: 'matrix' } }),
  updateAvatar: async () => ({ url: 'https://example.test/a.png' }),
  updateCoverImage: async () => ({ url: 'https://example.test/c.png' }),
  following: async () => ({ userId: owner.accountId }),
  followers: async () => ({ userId: owner.accountId }),
  mostActive: async () => ({}),
  searchProfiles: async () => ({ query: 'owner' }),
  blockedProfiles: async () => ({}),
  follow: async () => ({ userId: await quickAccount(t), isFollowed: true }),
  block: async () => ({ userId: await quickAccount(t), isBlocked: true }),
  subscribe: async () => ({ userId: owner.accountId, isSubscribed: true }),
  notificationList: async () => ({ unread: true }),
  notificationRead: async () => ({ all: true }),
  notificationRegister: async () => ({
    token: { endpoint: 'https://push.example.test/s/1', keys: { p256dh: 'BKey', auth: 'secret' } },
  }),
  notificationDeactivate: async () => ({ token: 'https://push.example.test/s/1' }),
  badgeGet: async () => ({ isExtensionOrEmbedded: false }),
  badgeResetNotification: async () => ({}),
  badgeResetChat: async () => ({ conversations: [] }),
  setRole: async () => ({ userId: await quickAccount(t), role: 'Gold' }),
  deleteUsers: async () => ({ usersId: [await quickAccount(t)] }),
  banAccounts: async () => ({ usersId: [await quickAccount(t)] }),
  adminAccounts: async () => ({}),
  adminReports: async () => ({}),
  adminFeedback: async () => ({}),
  report: async () => ({ postId: ownerPost, reason: 'spam' }),
  feedback: async () => ({ message: 'nice app' }),
  deleteSelf: async () => ({}),
  ...chatAuthorizationFixtures(() => t),
  ...storageAuthorizationFixtures(),
  ...gifAuthorizationFixtures(() => t),
};

const endpoints = { ...authEndpoints, ...apiEndpoints } as Record<string, Endpoint>;

/** The status each persona must get. */
function expectedStatus(name: string, endpoint: Endpoint, persona: Persona): number {
  if (endpoint.auth === 'none') return 200;
  if (persona === 'anonymous') return endpoint.auth === 'required' ? 401 : 200;
  if (persona === 'deleted') return 401;
  if (persona === 'banned') return 403;
  if (ADMIN_ONLY.has(name)) return persona === 'SysAdmin' ? 200 : 403;
  if (GUARDED.has(name)) return ROLE_LEVELS[persona] >= ROLE_LEVELS.Silver ? 200 : 403;
  return 200;
}

beforeAll(async () => {
  t = await createTestApp({ POST_LIMIT_SILVER: '10000', POST_LIMIT_GOLD: '10000' });
  owner = await t.signUp('Owner', 'Gold');
  ownerPost = await newPost();
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') continue;
    const role: Role = persona === 'banned' || persona === 'deleted' ? 'Silver' : persona;
    const user = await t.signUp(`P${persona}`, role);
    if (persona === 'banned' || persona === 'deleted') {
      await t.ctx.db
        .update(accounts)
        .set({ status: persona === 'banned' ? 'Banned' : 'Deleted' })
        .where(eq(accounts.id, user.accountId));
    }
    tokens.set(persona, user);
  }
});
afterAll(() => t.close());

describe('authorisation matrix', () => {
  it('should have a fixture for every endpoint of the contract', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(endpoints).sort());
  });

  // Calls that change the persona itself run last: verification promotes it, deleteSelf ends it.
  const LAST = ['submitKyc', 'deleteSelf'];
  const names = Object.keys(fixtures).sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
  for (const persona of PERSONAS) {
    it(`should allow and refuse the right calls as ${persona}`, async () => {
      const user = tokens.get(persona);
      const results: string[] = [];
      for (const name of names) {
        const endpoint = endpoints[name]!;
        const input = await fixtures[name]!(user);
        const res = await t.call(endpoint, input as never, user?.token);
        const want = expectedStatus(name, endpoint, persona);
        if (res.status !== want)
          results.push(`${name}: got ${res.status} (${res.body.message}), want ${want}`);
      }
      expect(results).toEqual([]);
    });
  }
});
