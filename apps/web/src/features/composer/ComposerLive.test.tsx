import { liveValueSchema, messages } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromLocalInput } from '../stream/liveForm';
import { Composer, type ComposerProps } from './Composer';

const HOUR = 3_600_000;
const endNotAfterStart = liveValueSchema.safeParse({ startAt: 2, endAt: 1 }).error?.issues[0]?.message;

function setup(props: Partial<ComposerProps> = {}) {
  const onSubmit = vi.fn();
  render(<Composer onSubmit={onSubmit} toolbar {...props} />);
  const send = () => screen.getByTestId('composer-send');
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule live' }));
  const start = () => screen.getByLabelText('Start');
  const end = () => screen.getByLabelText('End');
  return { onSubmit, send, open, start, end };
}

describe('Composer live mode', () => {
  it("opens with 'Schedule live': start in an hour, end an hour later, text required", () => {
    const { send, open, start, end } = setup();
    const before = Date.now();
    open();
    expect(screen.getByRole('button', { name: 'Schedule live' })).toHaveAttribute('aria-pressed', 'true');
    expect(start()).toHaveAttribute('type', 'datetime-local');
    const startAt = fromLocalInput((start() as HTMLInputElement).value);
    expect(startAt - before).toBeGreaterThan(HOUR - 60_000);
    expect(startAt - before).toBeLessThanOrEqual(HOUR + 60_000);
    expect(fromLocalInput((end() as HTMLInputElement).value) - startAt).toBe(HOUR);
    expect(screen.queryByTestId('live-start-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('live-end-error')).not.toBeInTheDocument();
    expect(send()).toBeDisabled();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Launch stream' } });
    expect(send()).toBeEnabled();
  });

  it("shows 'Field is required' for a cleared time and disables Send", () => {
    const { send, open, start } = setup();
    open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Launch stream' } });
    fireEvent.change(start(), { target: { value: '' } });
    expect(screen.getByTestId('live-start-error')).toHaveTextContent(messages.fieldRequired);
    expect(start()).toHaveAttribute('aria-invalid', 'true');
    expect(start()).toHaveAccessibleDescription(messages.fieldRequired);
    expect(send()).toBeDisabled();
  });

  it("shows the shared schema's message for an end not after the start", () => {
    const { send, open, start, end } = setup();
    open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Launch stream' } });
    fireEvent.change(start(), { target: { value: '2099-05-01T20:00' } });
    fireEvent.change(end(), { target: { value: '2099-05-01T19:00' } });
    expect(screen.getByTestId('live-end-error')).toHaveTextContent(endNotAfterStart!);
    expect(end()).toHaveAccessibleDescription(endNotAfterStart!);
    expect(send()).toBeDisabled();
    fireEvent.change(end(), { target: { value: '2099-05-01T21:30' } });
    expect(screen.queryByTestId('live-end-error')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('submits the window as epoch ms and goes back to a plain post', () => {
    const { onSubmit, send, open, start, end } = setup();
    open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: ' Launch stream ' } });
    fireEvent.change(start(), { target: { value: '2099-05-01T20:00' } });
    fireEvent.change(end(), { target: { value: '2099-05-01T21:30' } });
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'live',
        body: 'Launch stream',
        live: { startAt: fromLocalInput('2099-05-01T20:00'), endAt: fromLocalInput('2099-05-01T21:30') },
      }),
    );
    expect(screen.queryByTestId('live-form')).not.toBeInTheDocument();
  });

  it("closes with 'Remove live schedule' and does not send a window afterwards", () => {
    const { onSubmit, send, open } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove live schedule' }));
    expect(screen.queryByTestId('live-form')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Just text' } });
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mode: 'post', live: undefined }));
  });

  it('is disabled while quoting, like poll and question', () => {
    setup({ quoted: <div data-testid="quoted-post" /> });
    expect(screen.getByRole('button', { name: 'Schedule live' })).toBeDisabled();
  });
});
