import { messages, reportInput } from '@rep/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useReportMutation } from '../../state/queries/feedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { useGuard } from '../kyc/useGuard';

export interface ReportDialogProps {
  postId?: string;
  accountId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report modal (SPEC §2): a reason, sent to `/report` for a post or an account. */
export function ReportDialog({ postId, accountId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportMutation();
  const guard = useGuard();

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = () => {
    const parsed = reportInput.safeParse({ postId, accountId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!guard('report')) {
      close(false);
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(messages.actionSucceeded('Reported'));
        close(false);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={postId ? 'Report post' : 'Report account'}
      description="Tell us what is wrong. The moderators will review it."
      testId="report-dialog"
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Reason"
          required
          maxLength={1000}
          value={reason}
          error={error}
          data-testid="report-reason"
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="danger" loading={report.isPending} data-testid="report-submit">
          Report
        </Button>
        <Button variant="secondary" onClick={() => close(false)}>
          Cancel
        </Button>
      </form>
    </Dialog>
  );
}
