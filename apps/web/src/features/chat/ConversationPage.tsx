import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useConversation, useSendMessage, useViewingConversation } from '../../state/chat/queries';
import { useAccountId } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { SignInPrompt } from '../auth/SignInPrompt';
import { ChatGate } from './ChatGate';
import { ConversationHeader } from './ConversationHeader';
import { conversationTitle } from './conversationLabels';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { MessagesHeading } from './MessagesHeading';

/** The conversation page fills the viewport between the frame's bars; its messages scroll inside it. */
const FULL_HEIGHT = 'flex h-[calc(100dvh-var(--shell-top)-var(--shell-bottom))] flex-col';

/** The header, the messages and the composer of a conversation the viewer may read. */
function ConversationScreen({ conversationId, viewer }: { conversationId: string; viewer: string }) {
  const { conversation, profiles, isLoading, notFound, forbidden } = useConversation(conversationId);
  const { send, retry, canSend } = useSendMessage(conversationId);
  useViewingConversation(conversation ? conversationId : null);
  usePageTitle(conversation ? conversationTitle(conversation, profiles, viewer) : 'Messages');

  if (!conversation) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        {isLoading && !notFound && !forbidden ? (
          <span className="text-sky-600">
            <Spinner label="Loading" />
          </span>
        ) : (
          <>
            <h1 className="text-lg font-bold">Conversation not found</h1>
            <p className="text-sm text-slate-600">
              {forbidden ? 'You are not a member of this conversation.' : 'This conversation does not exist.'}
            </p>
          </>
        )}
        <Link to={paths.messages} className="text-sm font-semibold text-sky-700 hover:underline">
          Back to messages
        </Link>
      </div>
    );
  }
  return (
    <div className={FULL_HEIGHT} data-testid="conversation-view" data-conversation-id={conversation.id}>
      <ConversationHeader conversation={conversation} profiles={profiles} viewer={viewer} />
      <MessageList conversation={conversation} profiles={profiles} viewer={viewer} onRetry={retry} />
      <MessageComposer conversation={conversation} canSend={canSend} send={send} />
    </div>
  );
}

/**
 * `/messages/:conversationId` (issue 15): one conversation, end-to-end encrypted, with the list of messages
 * (infinite scroll upwards), read ticks, the composer, and the members or key details. While it is shown
 * the conversation is marked read (SPEC §4). On every screen size it is its own screen, with a link back to
 * the list.
 */
export function ConversationPage() {
  const conversationId = useParams().conversationId ?? '';
  const viewer = useAccountId();
  if (!viewer) {
    return (
      <section aria-labelledby="messages-heading">
        <MessagesHeading />
        <SignInPrompt action="to see your messages." />
      </section>
    );
  }
  return (
    <ChatGate heading>
      <ConversationScreen key={conversationId} conversationId={conversationId} viewer={viewer} />
    </ChatGate>
  );
}
