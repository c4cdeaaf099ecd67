import type { NotificationTopic, UserProfile } from '@rep/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { BellIcon, HeartIcon, PollIcon, ProfileIcon, QuoteIcon, ReplyIcon, RerepIcon } from '../../ui/icons';
import { formatPostTime } from '../../ui/time';
import { groupSentence, type NotificationGroup } from './groupNotifications';

/** Sender avatars shown per row at most (Mastodon 4.3 shows 8; fewer fit a 360 px phone). */
const AVATARS_MAX = 6;

/** The topic's icon and colour (Mastodon's and Bluesky's notification lists lead with one). */
function TopicIcon({ topic }: { topic: NotificationTopic }) {
  const icons: Record<NotificationTopic, [ReactNode, string]> = {
    LikePost: [<HeartIcon key="i" filled />, 'text-rose-600'],
    RepostPost: [<RerepIcon key="i" />, 'text-emerald-700'],
    Follow: [<ProfileIcon key="i" />, 'text-sky-700'],
    ReplyPost: [<ReplyIcon key="i" />, 'text-sky-700'],
    OutThreadReply: [<ReplyIcon key="i" />, 'text-sky-700'],
    QuotePost: [<QuoteIcon key="i" />, 'text-sky-700'],
    Mention: [<span key="i">@</span>, 'text-sky-700 text-lg font-bold'],
    MentionInReply: [<span key="i">@</span>, 'text-sky-700 text-lg font-bold'],
    FollowingCreatePost: [<BellIcon key="i" small />, 'text-amber-700'],
    PollEnd: [<PollIcon key="i" />, 'text-violet-700'],
    Chat: [<ReplyIcon key="i" />, 'text-slate-600'],
  };
  const [icon, colour] = icons[topic];
  return (
    <span aria-hidden="true" className={`flex w-6 shrink-0 justify-center pt-1.5 ${colour}`}>
      {icon}
    </span>
  );
}

export interface NotificationRowProps {
  group: NotificationGroup;
  profiles: Record<string, UserProfile>;
  /** Where the row leads; a row without one is not a link. */
  to: string | undefined;
  /** Called when the row is opened (to mark it read). */
  onOpen: (group: NotificationGroup) => void;
  /** Opens `to` in a tab of its own (the extension's side panel links to the website, issue 17). */
  newTab?: boolean;
}

/**
 * One row of the notifications page: the topic's icon, the senders' avatars, the sentence ('Ada Lovelace and
 * 2 others liked your post') and the time of the newest notification. Unread rows are tinted, carry a dot and
 * say 'Unread' to screen readers. The whole row is one link (to the post or the account), or a button that
 * marks it read when there is nothing to open.
 */
export function NotificationRow({ group, profiles, to, onOpen, newTab }: NotificationRowProps) {
  const unread = group.unreadIds.length > 0;
  const [latest] = group.notifications;
  if (!latest) return null;
  const content = (
    <>
      <TopicIcon topic={group.topic} />
      <span className="min-w-0 flex-1">
        <span aria-hidden="true" className="flex flex-wrap gap-1">
          {group.senderIds.slice(0, AVATARS_MAX).map((id) => (
            <Avatar key={id} profile={profiles[id]} size={32} />
          ))}
        </span>
        <span className="mt-1 block text-sm break-words text-slate-900">
          {unread && <span className="sr-only">Unread: </span>}
          <span data-testid="notification-text">{groupSentence(group, profiles)}</span>
        </span>
        <time dateTime={latest.createdAt} className="block text-xs text-slate-600">
          {formatPostTime(latest.createdAt)}
        </time>
      </span>
      {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-sky-600" />}
    </>
  );
  const className = `flex gap-3 border-b border-slate-200 px-4 py-3 ${
    unread ? 'bg-sky-50 shadow-[inset_3px_0_0_var(--color-sky-600)]' : 'bg-white'
  }`;
  const attributes = {
    'data-testid': 'notification-row',
    'data-unread': unread,
    'data-topic': group.topic,
  };
  return to ? (
    <Link
      to={to}
      {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
      {...attributes}
      onClick={() => onOpen(group)}
      className={`${className} hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600`}
    >
      {content}
    </Link>
  ) : (
    // Nothing to open (chat): the row still marks itself read.
    <button
      type="button"
      {...attributes}
      onClick={() => onOpen(group)}
      className={`${className} w-full text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600`}
    >
      {content}
    </button>
  );
}
