import { messages, POLL_OPTION_MAX } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerProps } from './Composer';

vi.mock('sonner', () => ({ toast: { info: vi.fn() } }));

function setup(props: Partial<ComposerProps> = {}) {
  const onSubmit = vi.fn();
  render(<Composer onSubmit={onSubmit} toolbar {...props} />);
  const send = () => screen.getByTestId('composer-send');
  const options = () => screen.getAllByTestId('poll-option-input');
  return { onSubmit, send, options };
}

describe('Composer poll mode', () => {
  it('starts with two empty options and 1 day, and needs options 1 and 2', () => {
    const { send, options } = setup();
    fireEvent.click(screen.getByTestId('composer-poll'));
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Tea or coffee?' } });
    expect(options()).toHaveLength(2);
    expect(screen.getByTestId('poll-days')).toHaveValue('1');
    expect(screen.getByTestId('poll-hours')).toHaveValue('0');
    expect(screen.getByTestId('poll-minutes')).toHaveValue('0');
    expect(send()).toBeDisabled();
    fireEvent.blur(options()[1]!);
    expect(screen.getByTestId('poll-option-error')).toHaveTextContent(messages.fieldRequired);
    fireEvent.change(options()[0]!, { target: { value: 'Tea' } });
    expect(send()).toBeDisabled();
    fireEvent.change(options()[1]!, { target: { value: 'Coffee' } });
    expect(send()).toBeEnabled();
    expect(screen.queryByTestId('poll-option-error')).not.toBeInTheDocument();
  });

  it('counts characters up to 25 and keeps the last accepted value beyond', () => {
    const { options } = setup();
    fireEvent.click(screen.getByTestId('composer-poll'));
    fireEvent.change(options()[0]!, { target: { value: 'x'.repeat(POLL_OPTION_MAX) } });
    expect(screen.getAllByTestId('poll-option-counter')[0]).toHaveTextContent(
      `${POLL_OPTION_MAX}/${POLL_OPTION_MAX}`,
    );
    fireEvent.change(options()[0]!, { target: { value: 'x'.repeat(POLL_OPTION_MAX + 1) } });
    expect(options()[0]).toHaveValue('x'.repeat(POLL_OPTION_MAX));
  });

  it("refuses a sixth option with 'Cannot add more Options'", () => {
    const { options } = setup();
    fireEvent.click(screen.getByTestId('composer-poll'));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByTestId('poll-add-option'));
    expect(options()).toHaveLength(5);
    expect(screen.queryByTestId('poll-add-error')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('poll-add-option'));
    expect(options()).toHaveLength(5);
    expect(screen.getByTestId('poll-add-error')).toHaveTextContent(messages.cannotAddMoreOptions);
  });

  it('drops blank options and sends the end time as now + the length', () => {
    const { onSubmit, send, options } = setup();
    fireEvent.click(screen.getByTestId('composer-poll'));
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Pick' } });
    fireEvent.click(screen.getByTestId('poll-add-option'));
    fireEvent.change(options()[0]!, { target: { value: ' A ' } });
    fireEvent.change(options()[1]!, { target: { value: 'B' } });
    fireEvent.change(screen.getByTestId('poll-hours'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('poll-days'), { target: { value: '0' } });
    const before = Date.now();
    fireEvent.click(send());
    const submitted = onSubmit.mock.calls[0]![0];
    expect(submitted.mode).toBe('poll');
    expect(submitted.poll.options).toEqual(['A', 'B']);
    expect(submitted.poll.pollLength - before).toBeGreaterThanOrEqual(2 * 3600_000);
    expect(submitted.poll.pollLength - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
  });

  it('forces hours and minutes to 0 at 7 days, and 5 minutes under an hour', () => {
    setup();
    fireEvent.click(screen.getByTestId('composer-poll'));
    fireEvent.change(screen.getByTestId('poll-hours'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('poll-days'), { target: { value: '7' } });
    expect(screen.getByTestId('poll-hours')).toHaveValue('0');
    expect(screen.getByTestId('poll-hours')).toBeDisabled();
    fireEvent.change(screen.getByTestId('poll-days'), { target: { value: '0' } });
    expect(screen.getByTestId('poll-minutes')).toHaveValue('5');
  });
});

describe('Composer quote and question modes', () => {
  it('disables poll, map, article, question and live while quoting', () => {
    setup({ quoted: <div data-testid="quoted-post" /> });
    const ids = ['composer-poll', 'composer-map', 'composer-article', 'composer-question', 'composer-live'];
    for (const id of ids) {
      expect(screen.getByTestId(id)).toBeDisabled();
    }
    expect(screen.getByTestId('composer-media')).toBeEnabled();
  });

  it('asks for a title in question mode and submits it with the body', () => {
    const { onSubmit, send } = setup();
    fireEvent.click(screen.getByTestId('composer-question'));
    expect(send()).toBeDisabled();
    fireEvent.change(screen.getByTestId('composer-title'), { target: { value: '  Why? ' } });
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Details' } });
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'question', title: 'Why?', body: 'Details' }),
    );
  });

  it("offers 'Also send to main feed' on replies", () => {
    const { onSubmit, send } = setup({ toolbar: false, alsoToFeedOption: true, defaultExpanded: true });
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'A reply' } });
    expect(screen.getByLabelText(messages.alsoSendToMainFeed)).not.toBeChecked();
    fireEvent.click(screen.getByLabelText(messages.alsoSendToMainFeed));
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ alsoToFeed: true }));
  });

  it('keeps the text when the submit is refused (guard)', () => {
    const onSubmit = vi.fn(() => false);
    render(<Composer onSubmit={onSubmit} defaultExpanded />);
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(screen.getByTestId('composer-input')).toHaveValue('kept');
  });
});
