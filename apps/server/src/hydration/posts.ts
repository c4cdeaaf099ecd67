import type { Executor } from '../db/client';
import { type liveSchedules, type polls, posts } from '../db/schema';
import { pickColumns, runStatement, selectList, statement } from '../db/statements';
import { type AccountRow, profileColumns } from './profiles';
import type { HydrationSource } from './source';
import type { ViewerFlags } from './viewerFlags';

/** The columns hydration reads: not the search vector, hashtags or rank, which only skeletons use. */
export const postColumns = {
  id: posts.id,
  accountId: posts.accountId,
  communityId: posts.communityId,
  title: posts.title,
  body: posts.body,
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
export interface SharedPost {
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
 * profiles after posts). Nothing here depends on the viewer, so the rows can be shared.
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

function sharedPostOf(row: LoadedRow): SharedPost {
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

/** Posts read from the database, with the account rows of the authors read along. */
export interface LoadedPosts {
  posts: Map<string, SharedPost>;
  authors: Map<string, AccountRow>;
}

/**
 * Reads posts by id and the posts they refer to ({@link REFERENCE_ROUNDS} rounds), with their polls, live
 * schedules and authors, from the database: one statement whatever the page size.
 */
async function loadPosts(db: Executor, ids: readonly string[]): Promise<LoadedPosts> {
  const loaded: LoadedPosts = { posts: new Map(), authors: new Map() };
  if (ids.length === 0) return loaded;
  for (const row of await runStatement(db, loadPostsStatement, [[...new Set(ids)]])) {
    loaded.posts.set(row.id, sharedPostOf(row));
    loaded.authors.set(row.accountId, pickColumns<AccountRow>(row, profileColumns, AUTHOR));
  }
  return loaded;
}

/** Rough bytes a shared post holds, for the row cache's budget. */
export function sharedPostSize({ row, poll }: SharedPost): number {
  return 400 + row.title.length + row.body.length + (poll ? 100 + poll.options.join('').length : 0);
}

/**
 * Posts by id and what they refer to ({@link REFERENCE_ROUNDS} rounds), as every viewer sees them: from the
 * shared row cache when there is one, the rest in one statement (a second only when a cached post refers
 * to one that is not), which also reads their authors. Answers the authors it read (not those of cached
 * posts). Only posts reached from `ids` within the rounds are answered, whatever was cached.
 */
export async function sharedPosts(source: HydrationSource, ids: readonly string[]): Promise<LoadedPosts> {
  const { rows } = source;
  /** Authors this call's own loads brought; the profile hydration that follows need not read them again. */
  const authors = new Map<string, AccountRow>();
  const loadHere = async (missing: readonly string[]) => {
    const loaded = await loadPosts(source.db, missing);
    for (const [id, author] of loaded.authors) authors.set(id, author);
    return loaded;
  };
  const read = async (wanted: string[]) => {
    if (!rows) return (await loadHere(wanted)).posts;
    // The authors a post load brings are also stored in the profile cache, for other pages.
    return rows.posts.getMany(wanted, (missing) =>
      rows.profiles.storeFrom(async () => {
        const loaded = await loadHere(missing);
        return { value: loaded.posts, rows: loaded.authors };
      }),
    );
  };
  const pool = new Map<string, SharedPost>();
  const reached = new Map<string, SharedPost>();
  let wanted = [...new Set(ids)];
  for (let round = 0; round <= REFERENCE_ROUNDS && wanted.length > 0; round++) {
    const need = wanted.filter((id) => !pool.has(id));
    if (need.length > 0) for (const [id, post] of await read(need)) pool.set(id, post);
    const next: string[] = [];
    for (const id of wanted) {
      const post = pool.get(id);
      if (!post || reached.has(id)) continue;
      reached.set(id, post);
      const ref = post.row.refId;
      if (ref && !reached.has(ref)) next.push(ref);
    }
    wanted = next;
  }
  return { posts: reached, authors };
}

/** Joins shared posts with the viewer's flags on them. */
export function postHydration(shared: ReadonlyMap<string, SharedPost>, flags: ViewerFlags): PostHydration {
  const state: PostHydration = {
    posts: new Map(),
    polls: new Map(),
    lives: new Map(),
    liked: flags.liked,
    bookmarked: flags.bookmarked,
    rereped: flags.rereped,
    votes: flags.votes,
  };
  for (const [id, { row, poll, live }] of shared) {
    state.posts.set(id, row);
    if (poll) state.polls.set(id, poll);
    if (live) state.lives.set(id, live);
  }
  return state;
}
