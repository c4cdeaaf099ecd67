import { messages, POST_TEXT_MAX } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerProps } from './Composer';

function setup(props: Partial<ComposerProps> = {}) {
  const onSubmit = vi.fn();
  render(<Composer onSubmit={onSubmit} {...props} />);
  const input = screen.getByTestId('composer-input');
  fireEvent.focus(input);
  return { onSubmit, input, send: () => screen.getByTestId('composer-send') };
}

describe('Composer', () => {
  it("is titled 'New Rep' and expands on focus", () => {
    const onSubmit = vi.fn();
    render(<Composer onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'New Rep' })).toBeInTheDocument();
    expect(screen.queryByTestId('composer-send')).not.toBeInTheDocument();
    fireEvent.focus(screen.getByTestId('composer-input'));
    expect(screen.getByTestId('composer-send')).toBeInTheDocument();
  });

  it('disables Send for empty or blank text', () => {
    const { input, send } = setup();
    expect(send()).toBeDisabled();
    fireEvent.change(input, { target: { value: '   \n ' } });
    expect(send()).toBeDisabled();
  });

  it('submits the trimmed text with Ctrl+Enter and clears itself', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: '  hello rep  ' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mode: 'post', body: 'hello rep' }));
    expect(input).toHaveValue('');
  });

  it('submits with Cmd+Enter too, but not with a plain Enter', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ body: 'hello' }));
  });

  it('submits with the Send button', () => {
    const { input, onSubmit, send } = setup();
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(send()).toBeEnabled();
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ body: 'hello' }));
  });

  it('disables Send over the limit, and Ctrl+Enter does nothing', () => {
    const { input, onSubmit, send } = setup();
    fireEvent.change(input, { target: { value: 'x'.repeat(POST_TEXT_MAX) } });
    expect(send()).toBeEnabled();
    fireEvent.change(input, { target: { value: 'x'.repeat(POST_TEXT_MAX + 1) } });
    expect(send()).toBeDisabled();
    expect(screen.getByTestId('counter-ring')).toHaveAttribute('data-color', 'red');
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Send while publishing', () => {
    const { input, onSubmit, send } = setup({ publishing: true });
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(send()).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Send at the post limit, with the tooltip', () => {
    const { input, send } = setup({ limitReached: true });
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(send()).toBeDisabled();
    expect(screen.getByRole('tooltip')).toHaveTextContent(messages.postLimitReached);
    expect(send()).toHaveAccessibleDescription(messages.postLimitReached);
  });
});
