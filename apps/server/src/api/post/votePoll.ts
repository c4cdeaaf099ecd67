import { apiEndpoints, ok } from '@rep/shared';
import { changeKeys } from '../../cache/changeLog';
import { votePoll } from '../../commands/pollVote';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { postListResponse } from '../../pipeline';

/** POST /api/post/poll-post {optionIndex, pollId}: one vote per account; answers the poll with the vote. */
export default defineRoute(apiEndpoints.votePoll, async ({ input, viewer, ctx }) => {
  await votePoll(ctx.db, viewer.accountId, input.pollId, input.optionIndex);
  ctx.changes.record([changeKeys.post(input.pollId)]);
  const poll = (await postListResponse(ctx, viewer.accountId, [input.pollId])).metadata.polls[input.pollId];
  if (!poll) throw new ApiError('PostNotFound', 'Poll not found');
  return ok(poll);
});
