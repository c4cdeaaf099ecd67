import {
  type CreatePostInput,
  extractHashtags,
  extractMentions,
  isLiveEndAhead,
  isValidPollEnd,
  LIVE_END_PAST_MESSAGE,
  liveValueSchema,
  pollValueSchema,
  REFERENCE_RULES,
} from '@rep/shared';
import { and, eq, sql } from 'drizzle-orm';
import { articleContent } from '../articles';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { accounts, liveSchedules, polls, posts } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';
import { newPostId } from '../ids';
import { postLimitInfo } from '../policies/postLimit';

import { loadActionablePost } from '../policies/visibility';
import { bumpCounter } from './relations';

/** The columns extracted from a post's text on write (SPEC §5): lower-cased hashtags and mentions. */
export function indexedText(title: string, body: string): { hashtags: string[]; mentions: string[] } {
  const text = `${title} ${body}`;
  return { hashtags: extractHashtags(text), mentions: extractMentions(text) };
}

/**
 * Creates a post (SPEC §3, §7 /post/create-post) in one transaction: checks the reference rules, takes one
 * unit of the daily post limit (serialised per account by an advisory lock), inserts the post and raises
 * the referenced post's and the author's counters.
 * @returns the new post's id, the id and author of the post it refers to (null for none), and the
 *   `PostCreated` event
 * @throws ApiError BadRequest (type rules), PostNotFound (reference), PostLimitReached (403), AlreadyRereped (409)
 */
export async function createPost(db: Db, config: Config, viewer: Viewer, input: CreatePostInput) {
  return commandTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${viewer.accountId}))`);
    const { available } = await postLimitInfo(tx, config, viewer.accountId, viewer.role);
    if (available <= 0) throw new ApiError('PostLimitReached');

    const reference = await checkReference(tx, viewer.accountId, input);
    const id = newPostId(input.communityId);
    // Issue 16: an article's editor document is stored with its sanitised HTML; its text becomes the body.
    const article = input.postType === 'Article' && input.document ? articleContent(input.document) : null;
    const body = input.postType === 'RePost' ? '' : (article?.body ?? input.body);
    const [created] = await tx
      .insert(posts)
      .values({
        id,
        accountId: viewer.accountId,
        communityId: input.communityId,
        title: input.title,
        body,
        document: article?.document ?? null,
        html: article?.html ?? null,
        postType: input.postType,
        refId: reference?.id ?? null,
        rootId: reference?.rootId ?? null,
        media:
          input.media !== 'Standard' && input.mediaValue
            ? {
                type: input.media,
                url: input.mediaValue,
                // An image's description for screen readers (issue 16); absent when none was written.
                ...(input.mediaAlt ? { alt: input.mediaAlt } : {}),
              }
            : null,
        ...indexedText(input.title, body),
      })
      // µs kept (a JavaScript Date has ms): timelines order posts exactly as SQL does.
      .returning({
        createdAt: sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      });
    await insertAttachedData(tx, id, viewer.accountId, input);
    if (reference) await bumpCounter(tx, posts, posts[reference.counter], posts.id, reference.id, 1);
    await bumpCounter(tx, accounts, accounts.numPosts, accounts.id, viewer.accountId, 1);
    const refId = reference?.id ?? null;
    const refAuthorId = reference?.accountId ?? null;
    const event = {
      type: 'PostCreated' as const,
      postId: id,
      authorId: viewer.accountId,
      communityId: input.communityId,
      postType: input.postType,
      createdAt: created?.createdAt ?? new Date().toISOString(),
      refId,
      refAuthorId,
    };
    return { id, refId, refAuthorId, events: [event] };
  });
}

/** Validates the referenced post of a reference type and says which counter to raise. */
async function checkReference(tx: Tx, viewerId: string, input: CreatePostInput) {
  const rule = REFERENCE_RULES[input.postType];
  if (!rule) return null;
  const target = await loadActionablePost(tx, viewerId, String(input.postTypeValue));
  if (!rule.targets.includes(target.postType)) {
    throw new ApiError(
      'BadRequest',
      `postTypeValue: a ${input.postType} cannot refer to a ${target.postType} post`,
    );
  }
  if (input.postType === 'RePost') {
    const [existing] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.accountId, viewerId),
          eq(posts.postType, 'RePost'),
          eq(posts.refId, target.id),
          eq(posts.status, 'Active'),
        ),
      );
    if (existing) throw new ApiError('AlreadyRereped');
  }
  return {
    id: target.id,
    accountId: target.accountId,
    counter: rule.counter,
    rootId: rule.threaded ? (target.rootId ?? target.id) : null,
  };
}

/**
 * Polls and live schedules keep their data in their own tables, keyed by the post id (SPEC §3).
 * @throws ApiError BadRequest when the poll length is outside 5 minutes – 7 days or a live schedule has
 *   already ended
 */
async function insertAttachedData(tx: Tx, postId: string, accountId: string, input: CreatePostInput) {
  if (input.postType === 'Poll') {
    const { options, pollLength } = pollValueSchema.parse(input.postTypeValue);
    if (!isValidPollEnd(pollLength, Date.now())) {
      throw new ApiError('BadRequest', 'postTypeValue.pollLength: a poll lasts from 5 minutes to 7 days');
    }
    await tx
      .insert(polls)
      .values({ postId, options, votes: options.map(() => 0), endsAt: new Date(pollLength) });
  }
  if (input.postType === 'LiveSchedule') {
    const { startAt, endAt } = liveValueSchema.parse(input.postTypeValue);
    if (!isLiveEndAhead(endAt, Date.now())) {
      throw new ApiError('BadRequest', `postTypeValue.endAt: ${LIVE_END_PAST_MESSAGE}`);
    }
    await tx
      .insert(liveSchedules)
      .values({ postId, streamerId: accountId, startAt: new Date(startAt), endAt: new Date(endAt) });
  }
}
