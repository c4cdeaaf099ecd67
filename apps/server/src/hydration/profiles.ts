import type { Executor } from '../db/client';
import { accounts } from '../db/schema';
import { runStatement, selectList, statement } from '../db/statements';
import { readViewerFlags, type ViewerFlags } from './viewerFlags';

/** The columns profiles read: never the wallet's key material. */
export const profileColumns = {
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
export interface ProfileHydration
  extends Pick<ViewerFlags, 'following' | 'followers' | 'blocking' | 'blockedBy' | 'subscribed'> {
  accounts: Map<string, AccountRow>;
}

/** $1 the account ids. Nothing here depends on the viewer. */
const loadProfilesStatement = statement<AccountRow>(
  'load_profiles',
  `select ${selectList('a', profileColumns)} from accounts a where a.id = any($1::text[])`,
);

/** Reads accounts by id from the database: one statement. Unknown ids are absent from the answer. */
async function loadProfiles(db: Executor, ids: readonly string[]): Promise<Map<string, AccountRow>> {
  const found = new Map<string, AccountRow>();
  if (ids.length === 0) return found;
  for (const row of await runStatement(db, loadProfilesStatement, [[...new Set(ids)]]))
    found.set(row.id, row);
  return found;
}

/** Joins loaded accounts with the viewer's follows and blocks. */
export function profileHydration(accounts: Map<string, AccountRow>, flags: ViewerFlags): ProfileHydration {
  const { following, followers, blocking, blockedBy, subscribed } = flags;
  return { accounts, following, followers, blocking, blockedBy, subscribed };
}

/** Loads accounts by id and, for a viewer, follows and blocks both ways: at most two statements, run together. */
export async function hydrateProfiles(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ProfileHydration> {
  const [accounts, flags] = await Promise.all([
    loadProfiles(db, ids),
    readViewerFlags(db, viewerId, [], ids),
  ]);
  return profileHydration(accounts, flags);
}
