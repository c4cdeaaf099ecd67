import type { Executor } from '../db/client';
import { type liveSchedules, type polls, posts } from '../db/schema';
import { pickColumns, runStatement, selectList, statement } from '../db/statements';
import { type AccountRow, profileColumns } from './profiles';
import type { ViewerFlags } from './viewerFlags';

/** The columns hydration reads: not the search vector, hashtags or rank, which only skeletons use. */
export const postColumns = {
  id: posts.id,
  accountId: posts.accountId,
  communityId: posts.communityId,
  title: posts.title,
  body: posts.body,
  html: posts.html,
  postType: posts.postType,
  refId: posts.refId,
  rootId: posts.rootId,
  media: posts.media,
  status: posts.status,
  numComment: posts.numComment,
  numLike: posts.numLike,
  numRerep: posts.numRerep,
  numQuote: posts.numQuote,
  createdAt: posts.createdAt,
};

/** A post row as hydration reads it. */
export type PostRow = Pick<typeof posts.$inferSelect, keyof typeof postColumns>;

/** A post as every viewer sees it: its row, poll and live schedule (no viewer state). */
export interface LoadedPost {
  row: PostRow;
  poll: PollRow | null;
  live: LiveRow | null;
}

type PollRow = typeof polls.$inferSelect;
type LiveRow = typeof liveSchedules.$inferSelect;

/** Posts by id plus the viewer's state on them (Mastodon's StatusRelationshipsPresenter, batched). */
export interface PostHydration extends Pick<ViewerFlags, 'liked' | 'bookmarked' | 'rereped' | 'votes'> {
  posts: Map<string, PostRow>;
  polls: Map<string, PollRow>;
  lives: Map<string, LiveRow>;
}

/** How far references are followed: a ReRep of a quote shows the quoted post. */
const REFERENCE_ROUNDS = 2;

interface LoadedRow extends PostRow {
  pollOptions: string[] | null;
  pollVotes: number[] | null;
  pollEndsAt: Date | null;
  liveStreamerId: string | null;
  liveStartAt: Date;
  liveEndAt: Date;
  liveStartedAt: Date | null;
  liveEndedAt: Date | null;
  liveViewers: number;
  liveCreatedAt: Date;
}

/** Prefix of the author columns in a `load_posts` row. */
const AUTHOR = 'author.';

/**
 * $1 post ids. The recursive part walks `ref_id` up to {@link REFERENCE_ROUNDS} times; polls and live
 * schedules are one-to-one with their post, and the author comes along (one round trip less than loading
 * profiles after posts). Nothing here depends on the viewer.
 */
const loadPostsStatement = statement<LoadedRow>(
  'load_posts',
  `with recursive wanted(id, depth) as (
     select id, 0 from unnest($1::text[]) as id
     union all
     select p.ref_id, w.depth + 1 from wanted w join posts p on p.id = w.id
     where p.ref_id is not null and w.depth < ${REFERENCE_ROUNDS}
   )
   select ${selectList('p', postColumns)},
     pl.options as "pollOptions", pl.votes as "pollVotes", pl.ends_at as "pollEndsAt",
     ls.streamer_id as "liveStreamerId", ls.start_at as "liveStartAt", ls.end_at as "liveEndAt",
     ls.started_at as "liveStartedAt", ls.ended_at as "liveEndedAt", ls.viewers as "liveViewers",
     ls.created_at as "liveCreatedAt", ${selectList('a', profileColumns, AUTHOR)}
   from posts p
   join accounts a on a.id = p.account_id
   left join polls pl on pl.post_id = p.id
   left join live_schedules ls on ls.post_id = p.id
   where p.id in (select id from wanted)`,
);

function loadedPostOf(row: LoadedRow): LoadedPost {
  return {
    row: pickColumns<PostRow>(row, postColumns),
    poll:
      row.pollOptions && row.pollVotes && row.pollEndsAt
        ? { postId: row.id, options: row.pollOptions, votes: row.pollVotes, endsAt: row.pollEndsAt }
        : null,
    live: row.liveStreamerId
      ? {
          postId: row.id,
          streamerId: row.liveStreamerId,
          startAt: row.liveStartAt,
          endAt: row.liveEndAt,
          startedAt: row.liveStartedAt,
          endedAt: row.liveEndedAt,
          viewers: row.liveViewers,
          createdAt: row.liveCreatedAt,
        }
      : null,
  };
}

/** Posts read from the database, with the account rows of their authors read along. */
export interface LoadedPosts {
  posts: Map<string, LoadedPost>;
  authors: Map<string, AccountRow>;
}

/**
 * Reads posts by id and the posts they refer to ({@link REFERENCE_ROUNDS} rounds), with their polls, live
 * schedules and authors: one statement whatever the page size. Unknown ids are absent from the answer.
 */
export async function loadPosts(db: Executor, ids: readonly string[]): Promise<LoadedPosts> {
  const loaded: LoadedPosts = { posts: new Map(), authors: new Map() };
  if (ids.length === 0) return loaded;
  for (const row of await runStatement(db, loadPostsStatement, [[...new Set(ids)]])) {
    loaded.posts.set(row.id, loadedPostOf(row));
    loaded.authors.set(row.accountId, pickColumns<AccountRow>(row, profileColumns, AUTHOR));
  }
  return loaded;
}

/** Joins loaded posts with the viewer's flags on them. */
export function postHydration(loaded: ReadonlyMap<string, LoadedPost>, flags: ViewerFlags): PostHydration {
  const state: PostHydration = {
    posts: new Map(),
    polls: new Map(),
    lives: new Map(),
    liked: flags.liked,
    bookmarked: flags.bookmarked,
    rereped: flags.rereped,
    votes: flags.votes,
  };
  for (const [id, { row, poll, live }] of loaded) {
    state.posts.set(id, row);
    if (poll) state.polls.set(id, poll);
    if (live) state.lives.set(id, live);
  }
  return state;
}
