import { feedbackInput, messages } from '@rep/shared';
import { toast } from 'sonner';
import { useFeedbackMutation } from '../../state/queries/feedback';
import { TextFormDialog } from '../../ui/TextFormDialog';

/** 'Send feedback': a message to the team (`/feedback`). */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useFeedbackMutation();
  return (
    <TextFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send feedback"
      description="What works, what doesn't, what you miss."
      fieldLabel="Message"
      maxLength={5000}
      submitLabel="Send"
      testId="feedback-dialog"
      onSubmit={async (message) => {
        const parsed = feedbackInput.safeParse({ message });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
        await send.mutateAsync(parsed.data.message);
        toast.success(messages.actionSucceeded('Feedback sent'));
      }}
    />
  );
}
