import { useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { SignInPrompt } from '../auth/SignInPrompt';
import { ChatGate } from './ChatGate';
import { ConversationList } from './ConversationList';
import { MessagesHeading } from './MessagesHeading';
import { NewConversationDialog } from './NewConversationDialog';

/** The heading bar of the conversation list, with 'New conversation' once chat is unlocked. */
function ConversationsScreen({ viewer }: { viewer: string }) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-2">
        <Button data-testid="new-conversation-button" onClick={() => setCreating(true)}>
          New conversation
        </Button>
      </div>
      <ConversationList viewer={viewer} />
      <NewConversationDialog open={creating} onOpenChange={setCreating} viewer={viewer} />
    </>
  );
}

/**
 * `/messages` (issue 15): the viewer's end-to-end encrypted conversations, latest first, each with the
 * decrypted latest message and its unread count, and 'New conversation'. Before that, chat is set up (first
 * time) or unlocked (a new device) with the recovery passphrase; signed-out visitors are asked to sign in.
 */
export function MessagesPage() {
  const viewer = useAccountId();
  usePageTitle('Messages');
  return (
    <section aria-labelledby="messages-heading">
      <MessagesHeading />
      {viewer ? (
        <ChatGate>
          <ConversationsScreen viewer={viewer} />
        </ChatGate>
      ) : (
        <SignInPrompt action="to see your messages." />
      )}
    </section>
  );
}
