import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, blocks, follows } from '../db/schema';

/** The columns profiles read: never the wallet's key material. */
const profileColumns = {
  id: accounts.id,
  about: accounts.about,
  bio: accounts.bio,
  aboutme: accounts.aboutme,
  avatar: accounts.avatar,
  coverImage: accounts.coverImage,
  invitedBy: accounts.invitedBy,
  role: accounts.role,
  status: accounts.status,
  username: accounts.username,
  numFollower: accounts.numFollower,
  numFollowing: accounts.numFollowing,
  numPosts: accounts.numPosts,
  createdAt: accounts.createdAt,
};

/** An account row as profiles read it. */
export type AccountRow = Pick<typeof accounts.$inferSelect, keyof typeof profileColumns>;

/** Accounts by id and the viewer's relations to them. */
export interface ProfileHydration {
  accounts: Map<string, AccountRow>;
  /** Accounts the viewer follows. */
  following: Set<string>;
  /** Accounts that follow the viewer. */
  followers: Set<string>;
  blocking: Set<string>;
  blockedBy: Set<string>;
}

/** Loads accounts by id and, for a viewer, follows and blocks both ways: at most five queries. */
export async function hydrateProfiles(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ProfileHydration> {
  const unique = [...new Set(ids)];
  const state: ProfileHydration = {
    accounts: new Map(),
    following: new Set(),
    followers: new Set(),
    blocking: new Set(),
    blockedBy: new Set(),
  };
  if (unique.length === 0) return state;
  const [rows, following, followers, blocking, blockedBy] = await Promise.all([
    db.select(profileColumns).from(accounts).where(inArray(accounts.id, unique)),
    viewerId
      ? db
          .select({ id: follows.followeeId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, unique)))
      : [],
    viewerId
      ? db
          .select({ id: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followeeId, viewerId), inArray(follows.followerId, unique)))
      : [],
    viewerId
      ? db
          .select({ id: blocks.blockedId })
          .from(blocks)
          .where(and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, unique)))
      : [],
    viewerId
      ? db
          .select({ id: blocks.blockerId })
          .from(blocks)
          .where(and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, unique)))
      : [],
  ]);
  for (const row of rows) state.accounts.set(row.id, row);
  for (const { id } of following) state.following.add(id);
  for (const { id } of followers) state.followers.add(id);
  for (const { id } of blocking) state.blocking.add(id);
  for (const { id } of blockedBy) state.blockedBy.add(id);
  return state;
}
