import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { activePostSql } from '../policies/visibilitySql';

/**
 * The viewer's state on a page's posts and authors (Mastodon's StatusRelationshipsPresenter and
 * AccountRelationshipsPresenter, batched): the only per-viewer part of hydration.
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
  /** Accounts whose new posts notify the viewer (the profile's bell, `FollowingCreatePost`). */
  subscribed: ReadonlySet<string>;
}

/** The flag kinds of {@link ViewerFlags}. */
const FLAG_KINDS = [
  'liked',
  'bookmarked',
  'rereped',
  'votes',
  'following',
  'followers',
  'blocking',
  'blockedBy',
  'subscribed',
] as const satisfies readonly (keyof ViewerFlags)[];

/** A kind of {@link ViewerFlags}. */
type FlagKind = (typeof FLAG_KINDS)[number];

/** Where a flag kind is stored: a row of `table` (aliased `x`) with the viewer in one column, the flagged id in another. */
interface FlagSource {
  table: string;
  /** Whether the flagged id is a post or an account. */
  of: 'post' | 'account';
  /** The column holding the viewer. */
  viewer: string;
  /** The column holding the flagged post or account. */
  id: string;
  /** Further conditions on `x`. */
  where?: string;
}

/** Where each flag kind is stored. */
const FLAG_SOURCES: Record<FlagKind, FlagSource> = {
  liked: { table: 'likes', of: 'post', viewer: 'account_id', id: 'post_id' },
  bookmarked: { table: 'bookmarks', of: 'post', viewer: 'account_id', id: 'post_id' },
  rereped: {
    table: 'posts',
    of: 'post',
    viewer: 'account_id',
    id: 'ref_id',
    where: `x.post_type = 'RePost' and ${activePostSql('x')}`,
  },
  votes: { table: 'poll_votes', of: 'post', viewer: 'account_id', id: 'post_id' },
  following: { table: 'follows', of: 'account', viewer: 'follower_id', id: 'followee_id' },
  followers: { table: 'follows', of: 'account', viewer: 'followee_id', id: 'follower_id' },
  blocking: { table: 'blocks', of: 'account', viewer: 'blocker_id', id: 'blocked_id' },
  blockedBy: { table: 'blocks', of: 'account', viewer: 'blocked_id', id: 'blocker_id' },
  subscribed: { table: 'post_subscriptions', of: 'account', viewer: 'subscriber_id', id: 'account_id' },
};

/** SQL: the rows of `kind` whose viewer is `viewer` (an expression), from `FLAG_SOURCES`, aliased `x`. */
function flagRowsSql(kind: FlagKind, viewer: string): string {
  const { table, viewer: column, where } = FLAG_SOURCES[kind];
  return `${table} x where x.${column} = ${viewer}${where ? ` and ${where}` : ''}`;
}

/**
 * A branch of the flags statement, $3 the viewer: the wanted ids of its kind ($1 posts, $2 accounts) for
 * which a row exists, joined to the primary key (or the re-post index) so the generic plan probes one key
 * per id: `= any($1)` would instead walk all of the viewer's likes or followers and filter them.
 */
function branch(kind: FlagKind): string {
  const { of, id } = FLAG_SOURCES[kind];
  const vote = kind === 'votes' ? 'x.option_index' : 'null::int';
  return `select '${kind}' as kind, w.id, ${vote} as vote from unnest(${of === 'post' ? '$1' : '$2'}::text[]) w(id)
     cross join lateral (select ${vote} from ${flagRowsSql(kind, '$3')} and x.${id} = w.id limit 1) x`;
}

type FlagRow = { kind: FlagKind; id: string; vote: number | null };

/**
 * $1 post ids, $2 account ids, $3 the viewer: every flag kind, one branch each. The unused `types` CTE types
 * every parameter, whichever branches use them (it is never run).
 */
const flagsStatement = statement<FlagRow>(
  'viewer_flags',
  `with types as (select $1::text[], $2::text[], $3::text)
   ${FLAG_KINDS.map(branch).join('\n   union all ')}`,
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
    subscribed: new Set<string>(),
  };
}

/**
 * Reads the viewer's likes, bookmarks, re-posts and votes on `postIds` and follows and blocks both ways
 * and post subscriptions with `accountIds`: one statement; none for a signed-out viewer or empty input.
 */
export async function readViewerFlags(
  db: Executor,
  viewerId: string | null,
  postIds: readonly string[],
  accountIds: readonly string[],
): Promise<ViewerFlags> {
  const flags = noViewerFlags();
  if (!viewerId || (postIds.length === 0 && accountIds.length === 0)) return flags;
  const rows = await runStatement(db, flagsStatement, [
    [...new Set(postIds)],
    [...new Set(accountIds)],
    viewerId,
  ]);
  for (const { kind, id, vote } of rows) {
    if (kind === 'votes') flags.votes.set(id, vote ?? -1);
    else flags[kind].add(id);
  }
  return flags;
}
