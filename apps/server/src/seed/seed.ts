import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { createWallet } from '../auth/wallet';
import { recountPostCounters } from '../commands/counters';
import { indexedText } from '../commands/createPost';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { accounts, bookmarks, follows, identities, likes, posts } from '../db/schema';
import { avatarPath } from '../http/avatars';
import { newAccountId, newIdentityId, newPostId } from '../ids';
import { DEMO_CHAT_PASSPHRASE, seedChat } from './chat';
import { writePost, writeReply } from './content';
import { seedGifs } from './gifs';
import { handleFor, writeBio } from './people';
import { TOPICS } from './topics';
import { seedVariety } from './variety';

/** The demo sign-in printed on first start. */
export const DEMO_SIGN_IN = {
  email: 'demo@rep.local',
  password: 'RepDemo2026',
  chatPassphrase: DEMO_CHAT_PASSPHRASE,
} as const;

const ACCOUNTS = 40;
const POSTS = 320;
const REPLIES = 140;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Share of a person's posts about their own interests (the rest: any topic). */
const OWN_INTERESTS = 0.8;

/**
 * Seeds a demo network on an empty database (no accounts): 40 accounts with names, handles, DiceBear
 * avatars and bios naming two interests each; 320 posts mostly on their authors' interests and 140 replies
 * that answer them (seed/topics.ts templates), every other post type (seed/variety.ts), likes, bookmarks and
 * follows over the last 14 days; chat identities for six accounts and two encrypted conversations of the demo
 * account (seed/chat.ts); then the instance's GIF library (seed/gifs.ts). Names and picks come from
 * @faker-js/faker seeded with a constant, so every fresh start looks the same. Counters are computed from the
 * rows. Returns the demo sign-in, or null when the database already had accounts.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<typeof DEMO_SIGN_IN | null> {
  const [existing] = await ctx.db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return null;
  // Loaded only to seed: faker takes most of a second to load, which a restart should not pay. An instance of
  // its own, so nothing else reseeds it midway.
  const { Faker, en } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en] });
  faker.seed(2026);
  const passwordHash = await hashPassword(DEMO_SIGN_IN.password);
  const now = Date.now();
  const past = (maxDays: number) => new Date(now - faker.number.int({ min: 60_000, max: maxDays * DAY_MS }));

  const seeded = await ctx.db.transaction(async (tx) => {
    // Processes starting together on one empty database: one seeds, the others find its accounts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rep:demo-seed'))`);
    const [again] = await tx.select({ n: count() }).from(accounts);
    if ((again?.n ?? 0) > 0) return false;
    const people = Array.from({ length: ACCOUNTS }, (_, i) => {
      const firstName = i === 0 ? 'Demo' : faker.person.firstName();
      const lastName = i === 0 ? 'User' : faker.person.lastName();
      const email = i === 0 ? DEMO_SIGN_IN.email : `${firstName}.${lastName}${i}@rep.local`.toLowerCase();
      return {
        identityId: newIdentityId('password'),
        accountId: newAccountId(),
        firstName,
        lastName,
        email,
        username: i === 0 ? 'demo' : handleFor(firstName, lastName, i),
        interests: faker.helpers.arrayElements(TOPICS, 2),
        i,
      };
    });
    await tx
      .insert(identities)
      .values(people.map((p) => ({ id: p.identityId, provider: 'password', email: p.email, passwordHash })));
    await tx.insert(accounts).values(
      people.map((p) => {
        const wallet = createWallet(ctx.secrets.masterKey);
        return {
          id: p.accountId,
          identityId: p.identityId,
          username: p.username,
          about: { firstName: p.firstName, lastName: p.lastName },
          bio: writeBio(faker, p.interests),
          avatar: avatarPath(p.username),
          role:
            p.i === 0
              ? ('Silver' as const)
              : faker.helpers.arrayElement(['Non', 'Silver', 'Silver', 'Gold'] as const),
          walletAddress: wallet.address,
          privateKeyEnc: wallet.privateKeyEnc,
          dataKeyEnc: wallet.dataKeyEnc,
          createdAt: past(60),
        };
      }),
    );
    const ids = people.map((p) => p.accountId);
    const topLevel = Array.from({ length: POSTS }, () => {
      const communityId = faker.helpers.weightedArrayElement([
        { weight: 8, value: 'Rep' },
        { weight: 1, value: 'GalaFriends' },
        { weight: 1, value: 'LunarStormFriends' },
      ]);
      const author = faker.helpers.arrayElement(people);
      const topic = faker.datatype.boolean(OWN_INTERESTS)
        ? faker.helpers.arrayElement(author.interests)
        : faker.helpers.arrayElement(TOPICS);
      const written = writePost(faker, topic);
      return {
        id: newPostId(communityId),
        accountId: author.accountId,
        communityId,
        body: written.body,
        postType: 'Standard' as const,
        createdAt: past(14),
        written,
      };
    });
    await tx
      .insert(posts)
      .values(topLevel.map(({ written: _, ...post }) => ({ ...post, ...indexedText('', post.body) })));
    const replies = Array.from({ length: REPLIES }, () => {
      const parent = faker.helpers.arrayElement(topLevel);
      return {
        id: newPostId(parent.communityId),
        accountId: faker.helpers.arrayElement(ids),
        communityId: parent.communityId,
        body: writeReply(faker, parent.written),
        postType: 'Reply' as const,
        refId: parent.id,
        rootId: parent.id,
        createdAt: new Date(
          Math.min(now, parent.createdAt.getTime() + faker.number.int({ min: 60_000, max: DAY_MS })),
        ),
      };
    });
    await tx.insert(posts).values(replies.map((post) => ({ ...post, ...indexedText('', post.body) })));
    const pairs = <T>(n: number, make: () => T, key: (t: T) => string) => {
      const seen = new Map<string, T>();
      for (let k = 0; k < n; k++) {
        const item = make();
        seen.set(key(item), item);
      }
      return [...seen.values()];
    };
    await seedVariety(tx, faker, ids, topLevel, now);
    const allPosts = [...topLevel, ...replies];
    await tx.insert(likes).values(
      pairs(
        1500,
        () => ({
          accountId: faker.helpers.arrayElement(ids),
          postId: faker.helpers.arrayElement(allPosts).id,
        }),
        (l) => l.accountId + l.postId,
      ),
    );
    await tx.insert(bookmarks).values(
      pairs(
        200,
        () => ({
          accountId: faker.helpers.arrayElement(ids),
          postId: faker.helpers.arrayElement(topLevel).id,
        }),
        (b) => b.accountId + b.postId,
      ),
    );
    await tx.insert(follows).values(
      pairs(
        400,
        () => {
          const [followerId, followeeId] = faker.helpers.arrayElements(ids, 2) as [string, string];
          return { followerId, followeeId };
        },
        (f) => `${f.followerId}>${f.followeeId}`,
      ),
    );
    await seedChat(tx, ids, now);
    await recountAll(tx);
    return true;
  });
  if (seeded) await seedGifs(ctx);
  return seeded ? DEMO_SIGN_IN : null;
}

/** Recomputes every counter from the rows (used after bulk inserts). */
async function recountAll(tx: Tx) {
  await recountPostCounters(tx);
  await tx.execute(sql`update ${accounts} a set
    num_posts = (select count(*) from ${posts} p where p.account_id = a.id),
    num_follower = (select count(*) from ${follows} f where f.followee_id = a.id),
    num_following = (select count(*) from ${follows} f where f.follower_id = a.id)`);
}
