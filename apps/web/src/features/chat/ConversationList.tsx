import { useConversations } from '../../state/chat/queries';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { ConversationRow } from './ConversationRow';

/**
 * The viewer's conversations, latest first, with infinite scroll (SPEC §9): a spinner while the first page
 * loads, a retry when it failed, 'No conversations yet.' when there are none.
 */
export function ConversationList({ viewer }: { viewer: string }) {
  const list = useConversations();
  const { conversations, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    fetchNextPage,
    hasNextPage && !isFetchingNextPage,
    conversations.length,
  );

  if (list.isLoading) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (list.isError && conversations.length === 0) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-slate-600">
        Couldn't load your conversations.
      </p>
    );
  }
  if (conversations.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">No conversations yet.</p>;
  }
  return (
    <section aria-label="Conversations" data-testid="conversation-list">
      <ul>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              profiles={list.profiles}
              viewer={viewer}
              preview={list.latestText(conversation)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !isFetchingNextPage && (
        <div className="flex justify-center py-3">
          <Button variant="secondary" onClick={fetchNextPage}>
            Show more conversations
          </Button>
        </div>
      )}
      {isFetchingNextPage && (
        <div className="flex justify-center py-4 text-sky-600">
          <Spinner label="Loading more" />
        </div>
      )}
    </section>
  );
}
