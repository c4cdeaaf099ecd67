import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';

/**
 * The viewer's state on a page's posts and authors (Mastodon's StatusRelationshipsPresenter and
 * AccountRelationshipsPresenter, batched): the only per-viewer part of hydration, so post and profile rows
 * can be shared by every viewer (cache/rowCache.ts).
 */
export interface ViewerFlags {
  liked: Set<string>;
  bookmarked: Set<string>;
  /** Ids of posts the viewer has re-posted. */
  rereped: Set<string>;
  /** The viewer's vote per poll (option index). */
  votes: Map<string, number>;
  /** Accounts the viewer follows. */
  following: Set<string>;
  /** Accounts that follow the viewer. */
  followers: Set<string>;
  blocking: Set<string>;
  blockedBy: Set<string>;
}

type FlagKind =
  | 'liked'
  | 'bookmarked'
  | 'rereped'
  | 'vote'
  | 'following'
  | 'followers'
  | 'blocking'
  | 'blockedBy';

/**
 * $1 post ids, $2 account ids, $3 the viewer. Only the flags that are set come back, one row each. Each
 * branch joins the wanted ids to a primary key (or the re-post index), so the generic plan probes one key
 * per id: `= any($1)` would instead walk all of the viewer's likes or followers and filter them.
 */
const viewerFlagsStatement = statement<{ kind: FlagKind; id: string; vote: number | null }>(
  'viewer_flags',
  `select 'liked' as kind, w.id, null::int as vote from unnest($1::text[]) w(id)
     cross join lateral (select from likes x where x.account_id = $3 and x.post_id = w.id limit 1) x
   union all select 'bookmarked', w.id, null from unnest($1::text[]) w(id)
     cross join lateral (select from bookmarks x where x.account_id = $3 and x.post_id = w.id limit 1) x
   union all select 'rereped', w.id, null from unnest($1::text[]) w(id)
     cross join lateral (select from posts x where x.ref_id = w.id and x.account_id = $3
       and x.post_type = 'RePost' and x.status = 'Active' limit 1) x
   union all select 'vote', w.id, v.option_index from unnest($1::text[]) w(id)
     cross join lateral (select x.option_index from poll_votes x
       where x.post_id = w.id and x.account_id = $3) v
   union all select 'following', w.id, null from unnest($2::text[]) w(id)
     cross join lateral (select from follows x where x.follower_id = $3 and x.followee_id = w.id limit 1) x
   union all select 'followers', w.id, null from unnest($2::text[]) w(id)
     cross join lateral (select from follows x where x.follower_id = w.id and x.followee_id = $3 limit 1) x
   union all select 'blocking', w.id, null from unnest($2::text[]) w(id)
     cross join lateral (select from blocks x where x.blocker_id = $3 and x.blocked_id = w.id limit 1) x
   union all select 'blockedBy', w.id, null from unnest($2::text[]) w(id)
     cross join lateral (select from blocks x where x.blocker_id = w.id and x.blocked_id = $3 limit 1) x`,
);

/** No flags: a signed-out viewer, or nothing to look at. */
export function noViewerFlags(): ViewerFlags {
  return {
    liked: new Set(),
    bookmarked: new Set(),
    rereped: new Set(),
    votes: new Map(),
    following: new Set(),
    followers: new Set(),
    blocking: new Set(),
    blockedBy: new Set(),
  };
}

/**
 * Reads the viewer's likes, bookmarks, re-posts and votes on `postIds` and follows and blocks both ways
 * with `accountIds`: one statement, none for a signed-out viewer or empty input.
 */
export async function readViewerFlags(
  db: Executor,
  viewerId: string | null,
  postIds: readonly string[],
  accountIds: readonly string[],
): Promise<ViewerFlags> {
  const flags = noViewerFlags();
  if (!viewerId || (postIds.length === 0 && accountIds.length === 0)) return flags;
  const rows = await runStatement(db, viewerFlagsStatement, [
    [...new Set(postIds)],
    [...new Set(accountIds)],
    viewerId,
  ]);
  for (const { kind, id, vote } of rows) {
    if (kind === 'vote') flags.votes.set(id, vote ?? -1);
    else flags[kind].add(id);
  }
  return flags;
}
