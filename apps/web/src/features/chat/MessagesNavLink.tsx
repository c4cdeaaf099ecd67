import { paths } from '../../app/paths';
import { useChatBadgeCount } from '../../state/chat/badge';
import { useAccountId } from '../../state/session';
import { BadgedNavLink } from '../../ui/BadgedNavLink';
import { ChatIcon } from '../../ui/icons';

/** The entry's accessible name: 'Messages', or 'Messages, 2 unread' (conversations with unread messages). */
export const messagesLabel = (count: number) => (count > 0 ? `Messages, ${count} unread` : 'Messages');

/**
 * The navigation's Messages entry with the chat badge (issue 15): the number of conversations with unread
 * messages (`/badge/get` `conversations`, kept live by the socket), linking to `/messages`; signed-in viewers
 * only. `nav` is the sidebar's labelled entry, `icon` the phone top bar's round button, as
 * `NotificationBell`. The link's name says the count ('Messages, 2 unread').
 */
export function MessagesNavLink({ variant }: { variant: 'nav' | 'icon' }) {
  const viewer = useAccountId();
  const count = useChatBadgeCount();
  if (!viewer) return null;
  return (
    <BadgedNavLink
      variant={variant}
      to={paths.messages}
      icon={<ChatIcon />}
      text="Messages"
      label={messagesLabel(count)}
      count={count}
      testId="messages-link"
      badgeTestId="chat-badge"
    />
  );
}
