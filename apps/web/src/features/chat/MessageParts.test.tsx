import type { Conversation, Message } from '@rep/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './MessageComposer';
import { MessageItem } from './MessageItem';

const message = (overrides: Partial<Message> = {}): Message => ({
  conversationId: 'c1',
  id: 'm1',
  accountId: 'client|me',
  content: 'r1.0.nonce.ciphertext.signature',
  created: '2026-11-24T08:00:00.000Z',
  status: 'Sent',
  epoch: 0,
  ...overrides,
});

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  kind: 'Direct',
  members: ['client|me', 'client|bob'],
  dmPartner: 'client|bob',
  secretKey: 'sealed',
  epoch: 0,
  keys: [],
  latestMessageSentAt: null,
  numberOfMessage: 0,
  latestMessage: null,
  status: 'Active',
  unreadMessages: 0,
  others: [{ userId: 'client|bob', readAt: null }],
  rekeyRequired: false,
  createdBy: 'client|me',
  createdAt: '2026-11-24T07:00:00.000Z',
  ...overrides,
});

const renderItem = (props: Partial<Parameters<typeof MessageItem>[0]> = {}) => {
  const onRetry = vi.fn();
  render(
    <ul>
      <MessageItem
        view={{ message: message(), text: 'Hello Bob', state: 'ok' }}
        own
        senderName={null}
        others={[{ userId: 'client|bob', readAt: null }]}
        onRetry={onRetry}
        {...props}
      />
    </ul>,
  );
  return { onRetry, item: screen.getByTestId('message') };
};

describe('MessageItem', () => {
  it("ticks an own message 'Sent' until another member has read up to it, then 'Read'", () => {
    renderItem();
    expect(screen.getByRole('img', { name: 'Sent' })).toHaveTextContent('✓');
    cleanup();
    renderItem({ others: [{ userId: 'client|bob', readAt: '2026-11-24T08:00:01.000Z' }] });
    expect(screen.getByRole('img', { name: 'Read' })).toHaveTextContent('✓✓');
  });

  it("shows 'Send message failed' and a Retry that retries that message", () => {
    const { onRetry, item } = renderItem({
      view: { message: message({ id: 'abc' }), text: 'Hi', state: 'failed' },
    });
    expect(item).toHaveTextContent('Send message failed');
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('abc');
  });

  it('shows a placeholder for a message the reader cannot decrypt or verify, and no tick on others’ messages', () => {
    renderItem({
      own: false,
      view: { message: message({ accountId: 'client|bob' }), text: null, state: 'no-key' },
    });
    expect(
      screen.getByText('You cannot read this message: it was sent before you joined'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('message-receipt')).toBeNull();
    cleanup();
    renderItem({
      own: false,
      senderName: 'Bob Tester',
      view: { message: message({ id: 'm2', accountId: 'client|bob' }), text: null, state: 'unverified' },
    });
    expect(screen.getByText('This message could not be verified')).toBeInTheDocument();
    expect(screen.getByText('Bob Tester')).toBeInTheDocument();
  });
});

describe('MessageComposer', () => {
  const box = () => screen.getByRole('textbox', { name: 'Message' });

  it('sends the trimmed text on Enter and clears the box; Shift+Enter does not send', () => {
    const send = vi.fn();
    render(<MessageComposer conversation={conversation()} canSend send={send} />);
    fireEvent.change(box(), { target: { value: '  Hello\nthere ' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('Hello\nthere');
    expect(box()).toHaveValue('');
  });

  it('sends with the Send button, which stays disabled while the box is blank', () => {
    const send = vi.fn();
    render(<MessageComposer conversation={conversation()} canSend send={send} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box(), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('Hi');
  });

  it('is disabled with the reason when the viewer cannot send', () => {
    const send = vi.fn();
    render(<MessageComposer conversation={conversation({ status: 'Left' })} canSend={false} send={send} />);
    expect(box()).toBeDisabled();
    expect(box()).toHaveAccessibleDescription('You are no longer a member of this conversation.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
