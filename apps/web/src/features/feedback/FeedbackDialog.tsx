import { feedbackInput, messages } from '@rep/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useFeedbackMutation } from '../../state/queries/feedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';

/** 'Send feedback': a message to the team (`/feedback`). */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useFeedbackMutation();

  const close = (next: boolean) => {
    if (!next) {
      setMessage('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = () => {
    const parsed = feedbackInput.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(parsed.data.message, {
      onSuccess: () => {
        toast.success(messages.actionSucceeded('Feedback sent'));
        close(false);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Send feedback"
      description="What works, what doesn't, what you miss."
      testId="feedback-dialog"
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Message"
          required
          maxLength={5000}
          value={message}
          error={error}
          data-testid="feedback-message"
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" loading={send.isPending} data-testid="feedback-submit">
          Send
        </Button>
        <Button variant="secondary" onClick={() => close(false)}>
          Cancel
        </Button>
      </form>
    </Dialog>
  );
}
