import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';

/**
 * The viewer's state on a page's posts and authors (Mastodon's StatusRelationshipsPresenter and
 * AccountRelationshipsPresenter, batched): the only per-viewer part of hydration, so post and profile rows
 * can be shared by every viewer (cache/rowCache.ts).
 */
export interface ViewerFlags {
  liked: ReadonlySet<string>;
  bookmarked: ReadonlySet<string>;
  /** Ids of posts the viewer has re-posted. */
  rereped: ReadonlySet<string>;
  /** The viewer's vote per poll (option index). */
  votes: ReadonlyMap<string, number>;
  /** Accounts the viewer follows. */
  following: ReadonlySet<string>;
  /** Accounts that follow the viewer. */
  followers: ReadonlySet<string>;
  blocking: ReadonlySet<string>;
  blockedBy: ReadonlySet<string>;
}

/** The flag kinds of {@link ViewerFlags}. */
export const FLAG_KINDS = [
  'liked',
  'bookmarked',
  'rereped',
  'votes',
  'following',
  'followers',
  'blocking',
  'blockedBy',
] as const satisfies readonly (keyof ViewerFlags)[];

/**
 * All of a viewer's flags, known before any page is read (cache/viewerCache.ts loads them with the
 * account): a kind is null when the viewer has too many of it to hold, and is then read per page.
 */
export type KnownFlags = { [K in keyof ViewerFlags]: ViewerFlags[K] | null };

type FlagKind = (typeof FLAG_KINDS)[number];

/** A branch: the wanted ids of `ids` ($1 posts, $2 accounts) for which `probe` finds a row. */
const branch = (kind: FlagKind, ids: '$1' | '$2', probe: string, vote = 'null::int') =>
  `select '${kind}' as kind, w.id, ${vote} as vote from unnest(${ids}::text[]) w(id)
     cross join lateral (${probe} limit 1) x`;

/**
 * One branch per kind; $3 is the viewer. Only the flags that are set come back, one row each. Each branch
 * joins the wanted ids to a primary key (or the re-post index), so the generic plan probes one key per id:
 * `= any($1)` would instead walk all of the viewer's likes or followers and filter them.
 */
const BRANCHES: Record<FlagKind, string> = {
  liked: branch('liked', '$1', 'select from likes x where x.account_id = $3 and x.post_id = w.id'),
  bookmarked: branch(
    'bookmarked',
    '$1',
    'select from bookmarks x where x.account_id = $3 and x.post_id = w.id',
  ),
  rereped: branch(
    'rereped',
    '$1',
    "select from posts x where x.ref_id = w.id and x.account_id = $3 and x.post_type = 'RePost' and x.status = 'Active'",
  ),
  votes: branch(
    'votes',
    '$1',
    'select x.option_index from poll_votes x where x.post_id = w.id and x.account_id = $3',
    'x.option_index',
  ),
  following: branch(
    'following',
    '$2',
    'select from follows x where x.follower_id = $3 and x.followee_id = w.id',
  ),
  followers: branch(
    'followers',
    '$2',
    'select from follows x where x.follower_id = w.id and x.followee_id = $3',
  ),
  blocking: branch('blocking', '$2', 'select from blocks x where x.blocker_id = $3 and x.blocked_id = w.id'),
  blockedBy: branch(
    'blockedBy',
    '$2',
    'select from blocks x where x.blocker_id = w.id and x.blocked_id = $3',
  ),
};

type FlagRow = { kind: FlagKind; id: string; vote: number | null };

/**
 * The statement reading `kinds`: `viewer_flags` for all of them, else one named after the kinds. The
 * unused `types` CTE types every parameter, whichever branches use them (it is never run).
 */
const flagsStatement = (kinds: readonly FlagKind[]) =>
  statement<FlagRow>(
    kinds.length === FLAG_KINDS.length ? 'viewer_flags' : `viewer_flags_${kinds.join('_')}`,
    `with types as (select $1::text[], $2::text[], $3::text)
   ${kinds.map((kind) => BRANCHES[kind]).join('\n   union all ')}`,
  );

/** No flags (a signed-out viewer, or nothing to look at), as sets a read can fill. */
function noViewerFlags() {
  return {
    liked: new Set<string>(),
    bookmarked: new Set<string>(),
    rereped: new Set<string>(),
    votes: new Map<string, number>(),
    following: new Set<string>(),
    followers: new Set<string>(),
    blocking: new Set<string>(),
    blockedBy: new Set<string>(),
  };
}

/**
 * Reads the viewer's likes, bookmarks, re-posts and votes on `postIds` and follows and blocks both ways
 * with `accountIds`: the kinds `known` holds from it, the others in one statement; none for a signed-out
 * viewer, empty input or when `known` holds every kind. The answer may hold more ids than were asked for.
 */
export async function readViewerFlags(
  db: Executor,
  viewerId: string | null,
  postIds: readonly string[],
  accountIds: readonly string[],
  known?: KnownFlags | null,
): Promise<ViewerFlags> {
  if (!viewerId || (postIds.length === 0 && accountIds.length === 0)) return noViewerFlags();
  const unknown = FLAG_KINDS.filter((kind) => !known || known[kind] === null);
  if (unknown.length === 0) return known as ViewerFlags;
  const rows = await runStatement(db, flagsStatement(unknown), [
    [...new Set(postIds)],
    [...new Set(accountIds)],
    viewerId,
  ]);
  const read = noViewerFlags();
  for (const { kind, id, vote } of rows) {
    if (kind === 'votes') read.votes.set(id, vote ?? -1);
    else read[kind].add(id);
  }
  if (!known) return read;
  const { liked, bookmarked, rereped, votes, following, followers, blocking, blockedBy } = known;
  return {
    liked: liked ?? read.liked,
    bookmarked: bookmarked ?? read.bookmarked,
    rereped: rereped ?? read.rereped,
    votes: votes ?? read.votes,
    following: following ?? read.following,
    followers: followers ?? read.followers,
    blocking: blocking ?? read.blocking,
    blockedBy: blockedBy ?? read.blockedBy,
  };
}
