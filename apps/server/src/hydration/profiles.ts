import type { Executor } from '../db/client';
import { accounts } from '../db/schema';
import { runStatement, statement } from '../db/statements';

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

/** `a.num_follower as "numFollower", …`: the profile columns under their TypeScript names. */
const profileSelectList = Object.entries(profileColumns)
  .map(([key, column]) => `a.${column.name} as "${key}"`)
  .join(', ');

interface HydratedAccount extends AccountRow {
  following: boolean;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
}

/** $1 the account ids, $2 the viewer (null when signed out): follows and blocks both ways are key probes. */
const hydrateProfilesStatement = statement<HydratedAccount>(
  'hydrate_profiles',
  `select ${profileSelectList},
     exists (select 1 from follows f where f.follower_id = $2 and f.followee_id = a.id) as "following",
     exists (select 1 from follows f where f.follower_id = a.id and f.followee_id = $2) as "followedBy",
     exists (select 1 from blocks b where b.blocker_id = $2 and b.blocked_id = a.id) as "blocking",
     exists (select 1 from blocks b where b.blocker_id = a.id and b.blocked_id = $2) as "blockedBy"
   from accounts a where a.id = any($1::text[])`,
);

/** Loads accounts by id and, for a viewer, follows and blocks both ways: one statement. */
export async function hydrateProfiles(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ProfileHydration> {
  const state: ProfileHydration = {
    accounts: new Map(),
    following: new Set(),
    followers: new Set(),
    blocking: new Set(),
    blockedBy: new Set(),
  };
  if (ids.length === 0) return state;
  const rows = await runStatement(db, hydrateProfilesStatement, [[...new Set(ids)], viewerId]);
  for (const { following, followedBy, blocking, blockedBy, ...account } of rows) {
    state.accounts.set(account.id, account);
    if (following) state.following.add(account.id);
    if (followedBy) state.followers.add(account.id);
    if (blocking) state.blocking.add(account.id);
    if (blockedBy) state.blockedBy.add(account.id);
  }
  return state;
}
