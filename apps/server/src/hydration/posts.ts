import type { Executor } from '../db/client';
import { type liveSchedules, type polls, posts } from '../db/schema';
import { runStatement, statement } from '../db/statements';

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

/** Posts by id plus the viewer's state on them (Mastodon's StatusRelationshipsPresenter, batched). */
export interface PostHydration {
  posts: Map<string, PostRow>;
  liked: Set<string>;
  bookmarked: Set<string>;
  /** Ids of posts the viewer has re-posted. */
  rereped: Set<string>;
  polls: Map<string, typeof polls.$inferSelect>;
  /** The viewer's vote per poll (option index). */
  votes: Map<string, number>;
  lives: Map<string, typeof liveSchedules.$inferSelect>;
}

/** How far references are followed: a ReRep of a quote shows the quoted post. */
const REFERENCE_ROUNDS = 2;

/** `p.account_id as "accountId", …`: the hydration columns under their TypeScript names. */
const postSelectList = Object.entries(postColumns)
  .map(([key, column]) => `p.${column.name} as "${key}"`)
  .join(', ');

interface HydratedRow extends PostRow {
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
  vote: number | null;
  liked: boolean;
  bookmarked: boolean;
  rereped: boolean;
}

/**
 * $1 the page's post ids, $2 the viewer (null when signed out). The recursive part walks `ref_id` up to
 * {@link REFERENCE_ROUNDS} times; polls and live schedules are one-to-one with their post; the viewer's vote,
 * like, bookmark and re-post are primary-key (or partial-index) probes per row.
 */
const hydratePostsStatement = statement<HydratedRow>(
  'hydrate_posts',
  `with recursive wanted(id, depth) as (
     select id, 0 from unnest($1::text[]) as id
     union all
     select p.ref_id, w.depth + 1 from wanted w join posts p on p.id = w.id
     where p.ref_id is not null and w.depth < ${REFERENCE_ROUNDS}
   )
   select ${postSelectList},
     pl.options as "pollOptions", pl.votes as "pollVotes", pl.ends_at as "pollEndsAt",
     ls.streamer_id as "liveStreamerId", ls.start_at as "liveStartAt", ls.end_at as "liveEndAt",
     ls.started_at as "liveStartedAt", ls.ended_at as "liveEndedAt", ls.viewers as "liveViewers",
     ls.created_at as "liveCreatedAt",
     (select v.option_index from poll_votes v where v.post_id = p.id and v.account_id = $2) as "vote",
     exists (select 1 from likes l where l.account_id = $2 and l.post_id = p.id) as "liked",
     exists (select 1 from bookmarks b where b.account_id = $2 and b.post_id = p.id) as "bookmarked",
     exists (select 1 from posts r where r.account_id = $2 and r.ref_id = p.id
             and r.post_type = 'RePost' and r.status = 'Active') as "rereped"
   from posts p
   left join polls pl on pl.post_id = p.id
   left join live_schedules ls on ls.post_id = p.id
   where p.id in (select id from wanted)`,
);

function emptyHydration(): PostHydration {
  return {
    posts: new Map(),
    liked: new Set(),
    bookmarked: new Set(),
    rereped: new Set(),
    polls: new Map(),
    votes: new Map(),
    lives: new Map(),
  };
}

function postRowOf(row: HydratedRow): PostRow {
  const post = {} as Record<string, unknown>;
  for (const key of Object.keys(postColumns)) post[key] = row[key as keyof PostRow];
  return post as unknown as PostRow;
}

/**
 * Loads posts by id, the posts they refer to (two rounds), their polls and live schedules, and the viewer's
 * votes, likes, bookmarks and re-posts: one statement whatever the page size.
 */
export async function hydratePosts(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<PostHydration> {
  const state = emptyHydration();
  if (ids.length === 0) return state;
  const rows = await runStatement(db, hydratePostsStatement, [[...new Set(ids)], viewerId]);
  for (const row of rows) {
    state.posts.set(row.id, postRowOf(row));
    if (row.liked) state.liked.add(row.id);
    if (row.bookmarked) state.bookmarked.add(row.id);
    if (row.rereped) state.rereped.add(row.id);
    if (row.vote !== null) state.votes.set(row.id, row.vote);
    if (row.pollOptions && row.pollVotes && row.pollEndsAt) {
      state.polls.set(row.id, {
        postId: row.id,
        options: row.pollOptions,
        votes: row.pollVotes,
        endsAt: row.pollEndsAt,
      });
    }
    if (row.liveStreamerId) {
      state.lives.set(row.id, {
        postId: row.id,
        streamerId: row.liveStreamerId,
        startAt: row.liveStartAt,
        endAt: row.liveEndAt,
        startedAt: row.liveStartedAt,
        endedAt: row.liveEndedAt,
        viewers: row.liveViewers,
        createdAt: row.liveCreatedAt,
      });
    }
  }
  return state;
}
