import { type ReadReceipt, messages as texts } from '@rep/shared';
import type { ChatMessageView } from '../../state/chat/queries';
import { formatDateTime, formatTimeOfDay } from '../../ui/time';
import { receiptOf } from './readReceipt';

/** What a reader sees instead of a message it cannot decrypt (issue 15). */
export const unreadablePlaceholders = {
  'no-key': 'You cannot read this message: it was sent before you joined',
  unverified: 'This message could not be verified',
} as const;

/** The tick under one of the viewer's own messages: sending, sent ✓, read ✓✓, or the failure and Retry. */
function OwnStatus({
  view,
  others,
  onRetry,
}: {
  view: ChatMessageView;
  others: readonly ReadReceipt[];
  onRetry: (messageId: string) => void;
}) {
  if (view.state === 'sending') {
    return (
      <span data-testid="message-receipt" data-receipt="sending">
        Sending…
      </span>
    );
  }
  if (view.state === 'failed') {
    return (
      <span className="flex items-center gap-2">
        <span className="font-semibold text-red-700">{texts.sendMessageFailed}</span>
        <button
          type="button"
          onClick={() => onRetry(view.message.id)}
          className="rounded-full border border-slate-300 bg-white px-3 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          Retry
        </button>
      </span>
    );
  }
  const receipt = receiptOf(view.message, others);
  return (
    <span
      role="img"
      aria-label={receipt === 'read' ? 'Read' : 'Sent'}
      title={receipt === 'read' ? 'Read' : 'Sent'}
      data-testid="message-receipt"
      data-receipt={receipt}
      className={receipt === 'read' ? 'font-bold text-sky-700' : ''}
    >
      {receipt === 'read' ? '✓✓' : '✓'}
    </span>
  );
}

/**
 * One chat message (issue 15): the viewer's own on the right, others' on the left with the sender's name in
 * a group (`senderName`, when it starts a run of one sender); the decrypted text, or a placeholder for a
 * message the reader cannot read ('no-key') or that failed its signature check ('unverified'); its time; and
 * for the viewer's own, the read tick or 'Send message failed' with Retry.
 */
export function MessageItem({
  view,
  own,
  senderName,
  others,
  onRetry,
}: {
  view: ChatMessageView;
  own: boolean;
  senderName: string | null;
  others: readonly ReadReceipt[];
  onRetry: (messageId: string) => void;
}) {
  const { message, state } = view;
  const placeholder = state === 'no-key' || state === 'unverified' ? unreadablePlaceholders[state] : null;
  return (
    <li
      data-testid="message"
      data-message-id={message.id}
      data-state={state}
      data-own={own}
      className={`flex flex-col px-3 py-0.5 ${own ? 'items-end' : 'items-start'}`}
    >
      {senderName && <span className="mt-2 px-3 text-xs font-semibold text-slate-600">{senderName}</span>}
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${
          placeholder
            ? 'border border-dashed border-slate-300 bg-white text-slate-600 italic'
            : own
              ? 'bg-sky-700 text-white'
              : 'bg-slate-100 text-slate-900'
        } ${state === 'sending' ? 'opacity-70' : ''}`}
      >
        {placeholder ?? view.text}
      </div>
      <span className="flex items-center gap-1.5 px-1 pt-0.5 text-[0.6875rem] text-slate-600">
        <time dateTime={message.created} title={formatDateTime(message.created)}>
          {formatTimeOfDay(message.created)}
        </time>
        {own && <OwnStatus view={view} others={others} onRetry={onRetry} />}
      </span>
    </li>
  );
}
