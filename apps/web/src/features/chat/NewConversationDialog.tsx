import { CHAT_GROUP_MAX_MEMBERS, CHAT_MESSAGE_MAX, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useStartConversation } from '../../state/chat/queries';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { PeoplePicker, toggledSelection } from './PeoplePicker';

/**
 * 'New conversation' (issue 15): pick one person (a direct conversation, the existing one when there is one)
 * or several (a group of up to CHAT_GROUP_MAX_MEMBERS with the viewer), optionally write a first message, then
 * open the conversation.
 */
export function NewConversationDialog({
  open,
  onOpenChange,
  viewer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: string;
}) {
  const navigate = useNavigate();
  const { start, isPending } = useStartConversation();
  const [selected, setSelected] = useState<UserProfile[]>([]);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setSelected([]);
      setText('');
      setFailure(null);
    }
    onOpenChange(next);
  };
  const toggle = (profile: UserProfile) => setSelected((current) => toggledSelection(current, profile));
  const submit = async () => {
    setFailure(null);
    try {
      const first = text.trim();
      const id = await start(
        selected.map((profile) => profile.id),
        first || undefined,
      );
      close(false);
      navigate(paths.conversation(id));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="New conversation"
      testId="new-conversation"
      width="w-[min(calc(100vw-1.5rem),420px)]"
      footer={
        <>
          {failure && (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          )}
          <Button
            data-testid="new-conversation-start"
            disabled={selected.length === 0}
            loading={isPending}
            loadingText="Starting…"
            onClick={() => void submit()}
          >
            {selected.length > 1 ? 'Start group conversation' : 'Start conversation'}
          </Button>
        </>
      }
    >
      <div className="mt-1 flex flex-col gap-4">
        <PeoplePicker
          viewer={viewer}
          selected={selected}
          onToggle={toggle}
          max={CHAT_GROUP_MAX_MEMBERS - 1}
        />
        <TextAreaField
          label="First message (optional)"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
