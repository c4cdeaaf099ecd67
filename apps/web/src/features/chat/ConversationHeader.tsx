import type { Conversation, UserProfile } from '@rep/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MembersAvatar } from './ConversationRow';
import { conversationTitle, otherMembers } from './conversationLabels';
import { DetailsDialog } from './DetailsDialog';
import { MembersDialog } from './MembersDialog';

/** Communities prefix of profile links from chat, which has no community of its own. */
const PROFILE_PREFIX = 'rep';

const headerButton =
  'shrink-0 rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600';

/** A back arrow. */
function BackIcon() {
  return (
    <svg aria-hidden="true" width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path d="M15 18l-6-6 6-6" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The top of a conversation (issue 15): back to the list, the avatar and the name (the partner's, linking to
 * their profile; a group's members' names), and 'Details' (key fingerprints) for a direct conversation or
 * 'Members' (add, remove, leave, fingerprints) for a group.
 */
export function ConversationHeader({
  conversation,
  profiles,
  viewer,
}: {
  conversation: Conversation;
  profiles: Record<string, UserProfile>;
  viewer: string;
}) {
  const [open, setOpen] = useState(false);
  const title = conversationTitle(conversation, profiles, viewer);
  const partner = conversation.kind === 'Direct' ? conversation.dmPartner : null;
  return (
    <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
      <Link
        to={paths.messages}
        aria-label="Back to messages"
        data-testid="back-to-messages"
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <BackIcon />
      </Link>
      <MembersAvatar ids={otherMembers(conversation, viewer)} profiles={profiles} />
      <h1 className="min-w-0 flex-1 truncate text-base font-bold" data-testid="conversation-title">
        {partner ? (
          <Link to={paths.account(PROFILE_PREFIX, partner)} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
      </h1>
      {partner ? (
        <>
          <button type="button" className={headerButton} onClick={() => setOpen(true)}>
            Details
          </button>
          <DetailsDialog
            open={open}
            onOpenChange={setOpen}
            partner={partner}
            viewer={viewer}
            profiles={profiles}
          />
        </>
      ) : (
        <>
          <button
            type="button"
            className={headerButton}
            data-testid="members-button"
            onClick={() => setOpen(true)}
          >
            Members
          </button>
          <MembersDialog
            open={open}
            onOpenChange={setOpen}
            conversation={conversation}
            profiles={profiles}
            viewer={viewer}
          />
        </>
      )}
    </div>
  );
}
