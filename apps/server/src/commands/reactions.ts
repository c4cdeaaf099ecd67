import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bookmarks, likes, posts } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { loadActionablePost } from '../policies/visibility';
import { bumpCounter, deleteOnce, insertOnce } from './relations';

/**
 * Likes a post: one like per account, `numLike` + 1 in the same transaction (SPEC §4).
 * @returns the new like count, the post's author and the `PostLiked` event
 * @throws ApiError PostNotFound (404), AlreadyLiked (409 'You already upvote!')
 */
export const likePost = (db: Db, accountId: string, postId: string) =>
  commandTransaction(db, async (tx) => {
    await loadActionablePost(tx, accountId, postId);
    await insertOnce(tx, likes, { accountId, postId }, 'AlreadyLiked');
    const { numLike, authorId } = await likeCount(tx, postId, 1);
    return {
      numLike,
      authorId,
      events: authorId ? [{ type: 'PostLiked' as const, postId, authorId, actorId: accountId }] : [],
    };
  });

/**
 * Removes a like, `numLike` − 1.
 * @returns the new like count, the post's author (null when the post is gone) and the `PostUnliked` event
 * @throws ApiError NotLiked (409 "You doesn't like this post")
 */
export const unlikePost = (db: Db, accountId: string, postId: string) =>
  commandTransaction(db, async (tx) => {
    await deleteOnce(tx, likes, and(eq(likes.accountId, accountId), eq(likes.postId, postId)), 'NotLiked');
    const { numLike, authorId } = await likeCount(tx, postId, -1);
    return {
      numLike,
      authorId,
      events: authorId ? [{ type: 'PostUnliked' as const, postId, authorId, actorId: accountId }] : [],
    };
  });

async function likeCount(tx: Tx, postId: string, delta: number) {
  const { value, owner } = await bumpCounter(
    tx,
    posts,
    posts.numLike,
    posts.id,
    postId,
    delta,
    posts.accountId,
  );
  return { numLike: value, authorId: owner };
}

/**
 * Bookmarks a post.
 * @returns the `PostBookmarked` event
 * @throws ApiError PostNotFound (404), AlreadyBookmarked (409 'Already added bookmark')
 */
export const addBookmark = (db: Db, accountId: string, postId: string) =>
  commandTransaction(db, async (tx) => {
    await loadActionablePost(tx, accountId, postId);
    await insertOnce(tx, bookmarks, { accountId, postId }, 'AlreadyBookmarked');
    return { events: [{ type: 'PostBookmarked' as const, postId, actorId: accountId }] };
  });

/**
 * Removes a bookmark.
 * @returns the `PostUnbookmarked` event
 * @throws ApiError NotBookmarked (409 'Not added bookmark yet')
 */
export const removeBookmark = (db: Db, accountId: string, postId: string) =>
  commandTransaction(db, async (tx) => {
    const where = and(eq(bookmarks.accountId, accountId), eq(bookmarks.postId, postId));
    await deleteOnce(tx, bookmarks, where, 'NotBookmarked');
    return { events: [{ type: 'PostUnbookmarked' as const, postId, actorId: accountId }] };
  });
