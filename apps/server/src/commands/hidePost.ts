import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { accounts, posts } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';
import { retractReferenceCounts } from './counters';
import { bumpCounter } from './relations';

/**
 * Deletes a post (SPEC §6: the owner, or a SysAdmin): its status becomes Deleted, the counters it raised
 * on the post it refers to go down, and its author's post count too.
 * @returns the deleted post's author, and the post it referred to with that post's author (whose counters
 *   and hot order changed), and the `PostDeleted` event
 * @throws ApiError PostNotFound (404), NotPostOwner (403)
 */
export const hidePost = (db: Db, viewer: Viewer, postId: string) =>
  commandTransaction(db, async (tx) => {
    const ref = alias(posts, 'ref');
    const [post] = await tx
      .select({
        accountId: posts.accountId,
        refId: posts.refId,
        refAuthorId: ref.accountId,
        status: posts.status,
      })
      .from(posts)
      .leftJoin(ref, eq(ref.id, posts.refId))
      .where(eq(posts.id, postId));
    if (post?.status !== 'Active') throw new ApiError('PostNotFound');
    if (post.accountId !== viewer.accountId && viewer.role !== 'SysAdmin') throw new ApiError('NotPostOwner');
    await retractReferenceCounts(tx, sql`${posts.id} = ${postId}`);
    await tx.update(posts).set({ status: 'Deleted' }).where(eq(posts.id, postId));
    await bumpCounter(tx, accounts, accounts.numPosts, accounts.id, post.accountId, -1);
    const deleted = {
      type: 'PostDeleted' as const,
      postId,
      authorId: post.accountId,
      actorId: viewer.accountId,
    };
    return { accountId: post.accountId, refId: post.refId, refAuthorId: post.refAuthorId, events: [deleted] };
  });
