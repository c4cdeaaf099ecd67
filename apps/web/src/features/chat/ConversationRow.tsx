import type { Conversation, UserProfile } from '@rep/shared';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Avatar } from '../../ui/Avatar';
import { formatDateTime, formatPostTime } from '../../ui/time';
import { conversationTitle, otherMembers } from './conversationLabels';

/** The preview line: the decrypted latest message, or why there is none. */
function previewText(conversation: Conversation, preview: string | null, viewer: string): string {
  if (!conversation.latestMessage) return 'No messages yet';
  if (preview === null) return 'Encrypted message';
  return conversation.latestMessage.accountId === viewer ? `You: ${preview}` : preview;
}

/** The other members' avatars: one, or two overlapping for a group. */
export function MembersAvatar({ ids, profiles }: { ids: string[]; profiles: Record<string, UserProfile> }) {
  if (ids.length < 2) return <Avatar profile={ids[0] ? profiles[ids[0]] : undefined} size={44} />;
  return (
    <span className="relative block size-11 shrink-0">
      <span className="absolute top-0 left-0">
        <Avatar profile={profiles[ids[0]!]} size={30} />
      </span>
      <span className="absolute right-0 bottom-0 rounded-full ring-2 ring-white">
        <Avatar profile={profiles[ids[1]!]} size={30} />
      </span>
    </span>
  );
}

/**
 * One conversation in the list (issue 15): the other member's (or the group's members') avatar and name, the
 * decrypted latest message, its time, and the unread count. The whole row links to the conversation.
 */
export function ConversationRow({
  conversation,
  profiles,
  viewer,
  preview,
}: {
  conversation: Conversation;
  profiles: Record<string, UserProfile>;
  viewer: string;
  preview: string | null;
}) {
  const title = conversationTitle(conversation, profiles, viewer);
  const unread = conversation.unreadMessages;
  const sentAt = conversation.latestMessageSentAt;
  return (
    <Link
      to={paths.conversation(conversation.id)}
      data-testid="conversation-row"
      data-conversation-id={conversation.id}
      data-unread={unread}
      className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
    >
      <MembersAvatar ids={otherMembers(conversation, viewer)} profiles={profiles} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? 'font-bold' : 'font-semibold'}`}>
            {title}
          </span>
          {sentAt && (
            <time
              dateTime={sentAt}
              title={formatDateTime(sentAt)}
              className="shrink-0 text-xs text-slate-500"
            >
              {formatPostTime(sentAt)}
            </time>
          )}
        </span>
        <span className="flex items-center gap-2">
          <span
            data-testid="conversation-preview"
            className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? 'text-slate-900' : 'text-slate-600'}`}
          >
            {previewText(conversation, preview, viewer)}
          </span>
          {unread > 0 && (
            <span
              data-testid="conversation-unread"
              className="shrink-0 rounded-full bg-sky-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
            >
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
