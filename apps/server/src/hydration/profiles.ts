import type { Executor } from '../db/client';
import { accounts } from '../db/schema';
import { runStatement, selectList, statement } from '../db/statements';
import { type HydrationSource, knownState } from './source';
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
  extends Pick<ViewerFlags, 'following' | 'followers' | 'blocking' | 'blockedBy'> {
  accounts: Map<string, AccountRow>;
}

/** $1 the account ids. Nothing here depends on the viewer, so the rows can be shared. */
const loadProfilesStatement = statement<AccountRow>(
  'load_profiles',
  `select ${selectList('a', profileColumns)} from accounts a where a.id = any($1::text[])`,
);

/** Reads accounts by id from the database: one statement. */
async function loadProfiles(db: Executor, ids: readonly string[]): Promise<Map<string, AccountRow>> {
  const found = new Map<string, AccountRow>();
  if (ids.length === 0) return found;
  for (const row of await runStatement(db, loadProfilesStatement, [[...new Set(ids)]]))
    found.set(row.id, row);
  return found;
}

/** Rough bytes an account row holds, for the row cache's budget. */
export function accountRowSize(row: AccountRow): number {
  return 400 + JSON.stringify(row.about).length + row.bio.length + row.aboutme.length;
}

/**
 * Accounts by id as every viewer sees them: those in `known` (just read along with posts) as they are, the
 * others from the shared row cache when there is one, the rest in one statement.
 */
export async function sharedProfiles(
  source: HydrationSource,
  ids: readonly string[],
  known: ReadonlyMap<string, AccountRow> = new Map(),
): Promise<Map<string, AccountRow>> {
  const unknown = ids.filter((id) => !known.has(id));
  const load = (missing: readonly string[]) => loadProfiles(source.db, missing);
  const found =
    unknown.length === 0
      ? new Map<string, AccountRow>()
      : source.rows
        ? await source.rows.profiles.getMany(unknown, load)
        : await load(unknown);
  for (const id of ids) {
    const row = known.get(id);
    if (row) found.set(id, row);
  }
  return found;
}

/** Joins shared accounts with the viewer's follows and blocks. */
export function profileHydration(accounts: Map<string, AccountRow>, flags: ViewerFlags): ProfileHydration {
  const { following, followers, blocking, blockedBy } = flags;
  return { accounts, following, followers, blocking, blockedBy };
}

/** Loads accounts by id and, for a viewer, follows and blocks both ways: at most two statements, run together. */
export async function hydrateProfiles(
  source: HydrationSource,
  viewerId: string | null,
  ids: readonly string[],
): Promise<ProfileHydration> {
  const [accounts, flags] = await Promise.all([
    sharedProfiles(source, ids),
    readViewerFlags(source.db, viewerId, [], ids, knownState(source, viewerId)),
  ]);
  return profileHydration(accounts, flags);
}
