import { POLL_TICK_MS, type Poll, pollResults, remainingText } from '@rep/shared';
import { useEffect, useRef } from 'react';
import { useRequireSession } from '../../app/useRequireSession';
import { useRefreshAfterPollEnd, useVotePollMutation } from '../../state/queries/polls';
import { useNow } from '../post/useNow';

export interface PollViewProps {
  poll: Poll;
  /** A draft's poll cannot be voted in yet. */
  disabled?: boolean;
}

/**
 * A poll card's body (SPEC §4 "Poll"): options as buttons until the viewer voted or the poll ended, then bars
 * with whole percentages and the winners highlighted; a countdown ticking every second, 'Final Results' after
 * the end, when the post lists are refreshed.
 */
export function PollView({ poll, disabled = false }: PollViewProps) {
  const endsAt = Date.parse(poll.pollLength);
  const now = useNow(POLL_TICK_MS, Date.now() < endsAt);
  const ended = now >= endsAt;
  const vote = useVotePollMutation();
  const requireSession = useRequireSession();
  const refreshLists = useRefreshAfterPollEnd();
  const wasEnded = useRef(ended);

  useEffect(() => {
    if (ended && !wasEnded.current) refreshLists();
    wasEnded.current = ended;
  }, [ended, refreshLists]);

  const showResults = poll.voted >= 0 || ended;
  const { total, percentages, winners } = pollResults(poll.votes);

  return (
    <div
      data-testid="poll"
      data-state={showResults ? 'results' : 'open'}
      className="mt-2 flex flex-col gap-2"
    >
      {poll.options.map((option, i) =>
        showResults ? (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (votes refer to indexes)
            key={`${i}-${option}`}
            data-testid="poll-result"
            data-winner={winners.includes(i)}
            className="relative overflow-hidden rounded-md border border-slate-200 px-3 py-1.5 text-sm"
          >
            <div
              aria-hidden="true"
              style={{ width: `${percentages[i]}%` }}
              className={`absolute inset-y-0 left-0 ${winners.includes(i) ? 'bg-sky-200' : 'bg-slate-100'}`}
            />
            <div className="relative flex justify-between gap-2">
              <span className={winners.includes(i) ? 'font-bold' : ''}>
                {option}
                {poll.voted === i && <span className="ml-1 text-sky-700">(your vote)</span>}
              </span>
              <span data-testid="poll-percentage" className={winners.includes(i) ? 'font-bold' : ''}>
                {percentages[i]}%
              </span>
            </div>
          </div>
        ) : (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (votes refer to indexes)
            key={`${i}-${option}`}
            type="button"
            data-testid="poll-option"
            disabled={disabled || vote.isPending}
            onClick={() => requireSession(() => vote.mutate({ poll, optionIndex: i }))}
            className="rounded-full border border-sky-600 px-3 py-1.5 text-sm font-semibold text-sky-700 hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {option}
          </button>
        ),
      )}
      <p className="text-xs text-slate-500">
        <span data-testid="poll-total">
          {total} vote{total === 1 ? '' : 's'}
        </span>{' '}
        · <span data-testid="poll-remaining">{remainingText(endsAt, now)}</span>
      </p>
    </div>
  );
}
