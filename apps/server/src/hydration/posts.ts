import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookmarks, likes, liveSchedules, polls, pollVotes, posts } from '../db/schema';

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

const REFERENCE_ROUNDS = 2;

/**
 * Loads posts by id, then the posts they refer to (up to two rounds: a ReRep of a quote shows the quoted
 * post), their polls and live schedules, then the viewer's votes, likes, bookmarks and re-posts. A fixed number of
 * queries whatever the page size.
 */
export async function hydratePosts(
  db: Executor,
  viewerId: string | null,
  ids: readonly string[],
): Promise<PostHydration> {
  const loaded = new Map<string, PostRow>();
  let wanted = [...new Set(ids)];
  for (let round = 0; round <= REFERENCE_ROUNDS && wanted.length > 0; round++) {
    const rows = await db.select(postColumns).from(posts).where(inArray(posts.id, wanted));
    for (const row of rows) loaded.set(row.id, row);
    wanted = [...new Set(rows.map((row) => row.refId).filter((id): id is string => !!id && !loaded.has(id)))];
  }
  const state: PostHydration = {
    posts: loaded,
    liked: new Set(),
    bookmarked: new Set(),
    rereped: new Set(),
    polls: new Map(),
    votes: new Map(),
    lives: new Map(),
  };
  const ofType = (type: string) =>
    [...loaded.values()].filter((row) => row.postType === type).map((row) => row.id);
  const [pollIds, liveIds] = [ofType('Poll'), ofType('LiveSchedule')];
  const [pollRows, liveRows, voteRows] = await Promise.all([
    pollIds.length ? db.select().from(polls).where(inArray(polls.postId, pollIds)) : [],
    liveIds.length ? db.select().from(liveSchedules).where(inArray(liveSchedules.postId, liveIds)) : [],
    pollIds.length && viewerId
      ? db
          .select({ id: pollVotes.postId, option: pollVotes.optionIndex })
          .from(pollVotes)
          .where(and(eq(pollVotes.accountId, viewerId), inArray(pollVotes.postId, pollIds)))
      : [],
  ]);
  for (const row of pollRows) state.polls.set(row.postId, row);
  for (const row of liveRows) state.lives.set(row.postId, row);
  for (const row of voteRows) state.votes.set(row.id, row.option);
  if (!viewerId || loaded.size === 0) return state;

  const postIds = [...loaded.keys()];
  const [likeRows, bookmarkRows, rerepRows] = await Promise.all([
    db
      .select({ id: likes.postId })
      .from(likes)
      .where(and(eq(likes.accountId, viewerId), inArray(likes.postId, postIds))),
    db
      .select({ id: bookmarks.postId })
      .from(bookmarks)
      .where(and(eq(bookmarks.accountId, viewerId), inArray(bookmarks.postId, postIds))),
    db
      .select({ id: posts.refId })
      .from(posts)
      .where(
        and(
          inArray(posts.refId, postIds),
          eq(posts.accountId, viewerId),
          eq(posts.postType, 'RePost'),
          eq(posts.status, 'Active'),
        ),
      ),
  ]);
  for (const { id } of likeRows) state.liked.add(id);
  for (const { id } of bookmarkRows) state.bookmarked.add(id);
  for (const { id } of rerepRows) if (id) state.rereped.add(id);
  return state;
}
