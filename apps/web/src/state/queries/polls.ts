import { apiEndpoints, messages, type Poll } from '@rep/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '../apiClient';
import { POSTS_ROOT, updatePoll } from './postCache';

/** A vote applied locally: `voted` set and that option's count raised (SPEC §4 "Poll"). */
export function applyVote(poll: Poll, optionIndex: number): Poll {
  if (poll.voted >= 0) return poll;
  return { ...poll, voted: optionIndex, votes: poll.votes.map((n, i) => (i === optionIndex ? n + 1 : n)) };
}

/** Votes in a poll (`/post/poll-post`): optimistic, the server's poll on success, reverted on failure. */
export function useVotePollMutation() {
  const client = useQueryClient();
  return useMutation<Poll, Error, { poll: Poll; optionIndex: number }>({
    mutationFn: async ({ poll, optionIndex }) =>
      (await callApi(apiEndpoints.votePoll, { pollId: poll.id, optionIndex })).data,
    onMutate: ({ poll, optionIndex }) =>
      updatePoll(client, poll.id, (cached) => applyVote(cached, optionIndex)),
    onSuccess: (poll) => updatePoll(client, poll.id, () => poll),
    onError: (_error, { poll }) => {
      updatePoll(client, poll.id, () => poll);
      toast.error(messages.pollVoteFailed);
    },
  });
}

/** A poll ended while shown: the post lists are refreshed (SPEC §4 "Expiry refreshes the post lists"). */
export function useRefreshAfterPollEnd() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [POSTS_ROOT] });
}
