import type { Conversation, UserProfile } from '@rep/shared';
import { useRef } from 'react';
import { useMessages } from '../../state/chat/queries';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { memberName } from './conversationLabels';
import { MessageItem } from './MessageItem';
import { useStickyScroll } from './useStickyScroll';

/**
 * A conversation's messages, oldest to newest, in their own scrolling area (issue 15): it opens at the
 * newest; scrolling to the top loads older pages and keeps the reader's place; a new message scrolls into
 * view when the reader was at the bottom. The slot at the top has a fixed height, so a spinner there moves
 * nothing.
 */
export function MessageList({
  conversation,
  profiles,
  viewer,
  onRetry,
}: {
  conversation: Conversation;
  profiles: Record<string, UserProfile>;
  viewer: string;
  onRetry: (messageId: string) => void;
}) {
  const { messages, isLoading, hasOlder, fetchOlder, isFetchingOlder } = useMessages(conversation.id);
  const scroller = useRef<HTMLElement>(null);
  const ids = messages.map((view) => view.message.id);
  useStickyScroll(scroller, ids, messages.at(-1)?.message.accountId === viewer);
  const sentinel = useInfiniteScroll<HTMLDivElement>(fetchOlder, hasOlder && !isFetchingOlder, ids.length, {
    edge: 'top',
    root: scroller,
  });
  const group = conversation.kind === 'Group';

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a region by focusing it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Message history"
      className="min-h-0 flex-1 overflow-y-auto outline-none [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
    >
      <div ref={sentinel} className="flex h-10 items-center justify-center text-xs text-slate-500">
        {isLoading ? null : isFetchingOlder ? (
          <span className="text-sky-600">
            <Spinner label="Loading older messages" />
          </span>
        ) : hasOlder ? (
          <button
            type="button"
            onClick={fetchOlder}
            className="rounded-full px-3 py-1 font-semibold text-sky-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            Load older messages
          </button>
        ) : messages.length > 0 ? (
          'This is the beginning of the conversation.'
        ) : null}
      </div>
      {isLoading ? (
        <div className="flex justify-center py-8 text-sky-600">
          <Spinner label="Loading messages" />
        </div>
      ) : messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">No messages yet. Say hello!</p>
      ) : (
        <ol aria-label="Messages" data-testid="message-list" className="flex flex-col pb-3">
          {messages.map((view, index) => {
            const sender = view.message.accountId;
            const own = sender === viewer;
            const startsRun = index === 0 || messages[index - 1]!.message.accountId !== sender;
            return (
              <MessageItem
                key={view.message.id}
                view={view}
                own={own}
                senderName={group && !own && startsRun ? memberName(profiles, sender) : null}
                others={conversation.others}
                onRetry={onRetry}
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}
