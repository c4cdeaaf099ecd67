import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { polls, pollVotes } from '../db/schema';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';
import { loadActionablePost } from '../policies/visibility';
import { insertOnce } from './relations';

/**
 * Votes in a poll (SPEC §4 "Poll"): one vote per account, none after the end; the option's count rises in
 * the same transaction.
 * @returns the `PollVoted` event
 * @throws ApiError PostNotFound, BadRequest (no such option), PollEnded (409), AlreadyVoted (409)
 */
export const votePoll = (db: Db, accountId: string, pollId: string, optionIndex: number) =>
  commandTransaction(db, async (tx) => {
    await loadActionablePost(tx, accountId, pollId);
    const [poll] = await tx.select().from(polls).where(sql`${polls.postId} = ${pollId} for update`);
    if (!poll) throw new ApiError('PostNotFound', 'Poll not found');
    if (optionIndex >= poll.options.length) throw new ApiError('BadRequest', 'optionIndex: no such option');
    if (poll.endsAt.getTime() <= Date.now()) throw new ApiError('PollEnded');
    await insertOnce(tx, pollVotes, { postId: pollId, accountId, optionIndex }, 'AlreadyVoted');
    await tx.execute(
      sql`update ${polls} set votes[${optionIndex + 1}] = votes[${optionIndex + 1}] + 1 where post_id = ${pollId}`,
    );
    return { events: [{ type: 'PollVoted' as const, postId: pollId, actorId: accountId, optionIndex }] };
  });
