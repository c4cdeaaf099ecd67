import { messages, type Poll } from '@rep/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { createTestWrapper, jsonResponse } from '../../test/render';
import { signInForTest, stubPendingFetch } from '../../test/session';
import { PollView } from './PollView';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const NOW = Date.parse('2030-01-01T12:00:00Z');
const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 'Rep_poll',
  options: ['Tea', 'Coffee', 'Water'],
  votes: [1, 2, 0],
  pollLength: new Date(NOW + 90 * 60_000).toISOString(),
  voted: -1,
  ...overrides,
});

function renderPoll(value: Poll) {
  const { client, wrapper } = createTestWrapper();
  render(<PollView poll={value} />, { wrapper });
  return client;
}

describe('PollView', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
  });

  it('shows the options as buttons and the remaining time while open and not voted', () => {
    vi.useFakeTimers({ now: NOW });
    renderPoll(poll());
    expect(screen.getAllByTestId('poll-option').map((b) => b.textContent)).toEqual([
      'Tea',
      'Coffee',
      'Water',
    ]);
    expect(screen.queryByTestId('poll-result')).not.toBeInTheDocument();
    expect(screen.getByTestId('poll-remaining')).toHaveTextContent('1h 30m left');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('3 votes');
  });

  it('shows whole percentages with the winners once voted', () => {
    vi.useFakeTimers({ now: NOW });
    renderPoll(poll({ voted: 1 }));
    const results = screen.getAllByTestId('poll-result');
    expect(results.map((r) => within(r).getByTestId('poll-percentage').textContent)).toEqual([
      '33%',
      '67%',
      '0%',
    ]);
    expect(results.map((r) => r.getAttribute('data-winner'))).toEqual(['false', 'true', 'false']);
  });

  it('marks every option with the top percentage as a winner', () => {
    vi.useFakeTimers({ now: NOW });
    renderPoll(poll({ votes: [2, 2, 1], voted: 0 }));
    const results = screen.getAllByTestId('poll-result');
    expect(results.map((r) => r.getAttribute('data-winner'))).toEqual(['true', 'true', 'false']);
    expect(results.map((r) => within(r).getByTestId('poll-percentage').textContent)).toEqual([
      '40%',
      '40%',
      '20%',
    ]);
  });

  it("ticks every second, then shows 'Final Results' with the results and refreshes the lists", () => {
    vi.useFakeTimers({ now: NOW });
    const client = renderPoll(poll({ pollLength: new Date(NOW + 61_000).toISOString() }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(screen.getByTestId('poll-remaining')).toHaveTextContent('2m left');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('poll-remaining')).toHaveTextContent('1m left');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('poll-remaining')).toHaveTextContent(messages.finalResults);
    expect(screen.getByTestId('poll')).toHaveAttribute('data-state', 'results');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });
  });

  it('shows the results of an expired poll without a vote', () => {
    vi.useFakeTimers({ now: NOW });
    renderPoll(poll({ pollLength: new Date(NOW - 1000).toISOString() }));
    expect(screen.getByTestId('poll-remaining')).toHaveTextContent(messages.finalResults);
    expect(screen.queryByTestId('poll-option')).not.toBeInTheDocument();
  });

  it("votes optimistically, sends the option index, and reverts with 'There are some errors'", async () => {
    signInForTest();
    const { fetch, bodies, respond } = stubPendingFetch();
    const { client, wrapper } = createTestWrapper();
    const key = ['posts', 'detail', 'Rep_poll', 'client|me'];
    client.setQueryData(key, {
      success: true,
      data: [],
      metadata: {
        fetchedRecordsCount: 0,
        posts: {},
        polls: { Rep_poll: poll() },
        lives: {},
        userProfiles: {},
      },
    });
    render(<PollView poll={poll()} />, { wrapper });
    fireEvent.click(screen.getAllByTestId('poll-option')[2]!);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(bodies[0]).toEqual({
      pollId: 'Rep_poll',
      optionIndex: 2,
    });
    const cached = () => client.getQueryData<{ metadata: { polls: Record<string, Poll> } }>(key)!;
    expect(cached().metadata.polls.Rep_poll).toMatchObject({ voted: 2, votes: [1, 2, 1] });
    respond(jsonResponse(409, { success: false, message: 'This poll has ended', code: 'PollEnded' }));
    await vi.waitFor(() =>
      expect(cached().metadata.polls.Rep_poll).toMatchObject({ voted: -1, votes: [1, 2, 0] }),
    );
    expect(toast.error).toHaveBeenCalledWith(messages.pollVoteFailed);
  });
});
