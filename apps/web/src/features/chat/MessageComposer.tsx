import { CHAT_MESSAGE_MAX, type Conversation } from '@rep/shared';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';

/** Lines the message box grows to before it scrolls. */
const MAX_ROWS = 5;
/** The character count shows from this many characters on. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/** Why the viewer cannot write in a conversation right now (the composer says so instead of failing). */
export function sendBlockedReason(conversation: Conversation): string {
  if (conversation.status === 'Left') return 'You are no longer a member of this conversation.';
  if (conversation.rekeyRequired)
    return 'The conversation is getting a new key. You can write again in a moment.';
  return 'You have no key for this conversation yet, so you cannot write in it.';
}

/**
 * The message box of a conversation (issue 15): up to CHAT_MESSAGE_MAX characters; Enter sends, Shift+Enter
 * starts a new line; the Send button. Disabled, with the reason, when the viewer cannot send.
 */
export function MessageComposer({
  conversation,
  canSend,
  send,
}: {
  conversation: Conversation;
  canSend: boolean;
  send: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const reasonId = useId();
  const inputId = useId();
  const trimmed = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || !trimmed) return;
    send(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      data-testid="message-composer"
      className="shrink-0 border-t border-slate-200 bg-white px-3 py-2"
    >
      {!canSend && (
        <p id={reasonId} data-testid="composer-disabled-reason" className="pb-2 text-sm text-slate-600">
          {sendBlockedReason(conversation)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          data-testid="message-input"
          rows={Math.min(MAX_ROWS, text.split('\n').length)}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Write a message"
          disabled={!canSend}
          aria-describedby={canSend ? undefined : reasonId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 resize-none rounded-2xl border border-slate-300 px-3 py-2 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200 disabled:bg-slate-100"
        />
        <Button type="submit" data-testid="message-send" disabled={!canSend || !trimmed} className="mb-0.5">
          Send
        </Button>
      </div>
      {text.length >= COUNT_FROM && (
        <p aria-live="polite" className="pt-1 text-right text-xs text-slate-600">
          {text.length}/{CHAT_MESSAGE_MAX}
        </p>
      )}
    </form>
  );
}
