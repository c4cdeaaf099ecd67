import { apiEndpoints, ok } from '@rep/shared';
import { votePoll } from '../../commands/pollVote';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { hydratePosts } from '../../pipeline';
import { presentPoll } from '../../views/attachments';

/** POST /api/post/poll-post {optionIndex, pollId}: one vote per account; answers the poll with the vote. */
export default defineRoute(apiEndpoints.votePoll, async ({ input, viewer, ctx }) => {
  await votePoll(ctx.db, viewer.accountId, input.pollId, input.optionIndex);
  const poll = presentPoll(
    input.pollId,
    (await hydratePosts(ctx.db, viewer.accountId, [input.pollId])).posts,
  );
  if (!poll) throw new ApiError('PostNotFound', 'Poll not found');
  return ok(poll);
});
