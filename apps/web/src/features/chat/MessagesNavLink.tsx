import { NavLink } from 'react-router';
import { paths } from '../../app/paths';
import { useChatBadgeCount } from '../../state/chat/badge';
import { useAccountId } from '../../state/session';

/** Counts above this show as '99+' (as the notifications bell). */
const BADGE_MAX = 99;

/** The entry's accessible name: 'Messages', or 'Messages, 2 unread' (conversations with unread messages). */
export const messagesLabel = (count: number) => (count > 0 ? `Messages, ${count} unread` : 'Messages');

/** A speech bubble: the navigation's Messages entry (navigation size, like the bell). */
function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/** The unread count over the icon's top right corner; `position` places it. */
function Badge({ count, position }: { count: number; position: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="chat-badge"
      className={`absolute ${position} min-w-[1.125rem] rounded-full bg-sky-700 px-1 text-center text-[0.6875rem] leading-[1.125rem] font-bold text-white ring-2 ring-white`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

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
  if (variant === 'icon') {
    return (
      <NavLink
        to={paths.messages}
        aria-label={messagesLabel(count)}
        data-testid="messages-link"
        data-count={count}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <span className="relative flex size-6 items-center justify-center">
          <ChatIcon />
          <Badge count={count} position="-top-1 -right-1.5" />
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink
      to={paths.messages}
      aria-label={messagesLabel(count)}
      data-testid="messages-link"
      data-count={count}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-full px-4 py-2 text-base transition-colors hover:bg-slate-100 ${
          isActive ? 'font-bold text-slate-900' : 'text-slate-700'
        }`
      }
    >
      <span className="flex size-6 items-center justify-center">
        <ChatIcon />
      </span>
      {/* The count follows the word, as in the name ('Messages, 2 unread'), and is drawn over the icon. */}
      Messages <Badge count={count} position="top-1 left-[2.125rem]" />
    </NavLink>
  );
}
