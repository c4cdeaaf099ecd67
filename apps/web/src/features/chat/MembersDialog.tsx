import { CHAT_GROUP_MAX_MEMBERS, type Conversation, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../app/paths';
import { useGroupMembers } from '../../state/chat/queries';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { memberName } from './conversationLabels';
import { KeyFingerprint } from './KeyFingerprint';
import { PeoplePicker, toggledSelection } from './PeoplePicker';

/** Runs a membership change, toasting its error; answers whether it worked. */
async function attempt(change: () => Promise<void>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** Adding people to a group: the people picker and 'Add'. */
function AddMembers({
  conversation,
  viewer,
  add,
}: {
  conversation: Conversation;
  viewer: string;
  add: (userIds: string[]) => Promise<void>;
}) {
  const [selected, setSelected] = useState<UserProfile[]>([]);
  const [pending, setPending] = useState(false);
  const toggle = (profile: UserProfile) => setSelected((current) => toggledSelection(current, profile));
  const submit = async () => {
    setPending(true);
    if (await attempt(() => add(selected.map((profile) => profile.id)))) setSelected([]);
    setPending(false);
  };
  return (
    <section
      aria-labelledby="add-members-heading"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="add-members-heading" className="text-sm font-bold">
        Add people
      </h3>
      <PeoplePicker
        viewer={viewer}
        exclude={conversation.members}
        selected={selected}
        onToggle={toggle}
        max={CHAT_GROUP_MAX_MEMBERS - conversation.members.length}
      />
      <Button
        data-testid="members-add"
        disabled={selected.length === 0}
        loading={pending}
        loadingText="Adding…"
        onClick={() => void submit()}
        className="self-start"
      >
        Add
      </Button>
    </section>
  );
}

/**
 * A group's members (issue 15): each with their key fingerprint and, for a member, 'Remove'; adding people;
 * leaving. Each change starts a new key epoch, so removed members read nothing new and added ones nothing
 * older (docs/CHAT.md "Keys").
 */
export function MembersDialog({
  open,
  onOpenChange,
  conversation,
  profiles,
  viewer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation: Conversation;
  profiles: Record<string, UserProfile>;
  viewer: string;
}) {
  const navigate = useNavigate();
  const members = useGroupMembers(conversation.id);
  const [removing, setRemoving] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const active = conversation.status === 'Active';
  const ordered = [viewer, ...conversation.members.filter((id) => id !== viewer)].filter((id) =>
    conversation.members.includes(id),
  );

  const remove = async (id: string) => {
    setRemoving(id);
    await attempt(() => members.remove([id]));
    setRemoving(null);
  };
  const leave = async () => {
    if (await attempt(members.leave)) {
      onOpenChange(false);
      navigate(paths.messages);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Members (${conversation.members.length})`}
        testId="members-dialog"
        width="w-[min(calc(100vw-1.5rem),420px)]"
        description="Compare a member's key number with them, in person or on a call, to be sure no one is in between."
      >
        <ul aria-label="Members" className="mt-3 flex flex-col">
          {ordered.map((id) => {
            const name = id === viewer ? 'You' : memberName(profiles, id);
            return (
              <li
                key={id}
                data-testid="member-row"
                data-account-id={id}
                className="flex items-start gap-3 border-b border-slate-100 py-3"
              >
                <Avatar profile={profiles[id]} size={36} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="truncate text-sm font-semibold">{name}</span>
                  <KeyFingerprint userId={id} label="Key" />
                </div>
                {active && id !== viewer && (
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${name}`}
                    loading={removing === id}
                    loadingText="Removing…"
                    disabled={removing !== null}
                    onClick={() => void remove(id)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {active && (
          <div className="mt-4 flex flex-col gap-4">
            {conversation.members.length < CHAT_GROUP_MAX_MEMBERS && (
              <AddMembers conversation={conversation} viewer={viewer} add={members.add} />
            )}
            <Button variant="danger" data-testid="members-leave" onClick={() => setConfirmLeave(true)}>
              Leave conversation
            </Button>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title="Leave this conversation?"
        description="You will not see new messages in it. Someone in it would have to add you again."
        confirmLabel="Leave"
        onConfirm={() => void leave()}
        testId="leave-conversation"
      />
    </>
  );
}
