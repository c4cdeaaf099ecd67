import { messages, reportInput } from '@rep/shared';
import { toast } from 'sonner';
import { useReportMutation } from '../../state/queries/feedback';
import { TextFormDialog } from '../../ui/TextFormDialog';
import { useGuard } from '../kyc/useGuard';

export interface ReportDialogProps {
  postId?: string;
  accountId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report modal (SPEC §2): a reason, sent to `/report` for a post or an account (a guarded action). */
export function ReportDialog({ postId, accountId, open, onOpenChange }: ReportDialogProps) {
  const report = useReportMutation();
  const guard = useGuard();
  return (
    <TextFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={postId ? 'Report post' : 'Report account'}
      description="Tell us what is wrong. The moderators will review it."
      fieldLabel="Reason"
      maxLength={1000}
      submitLabel="Report"
      danger
      testId="report-dialog"
      onSubmit={async (reason) => {
        const parsed = reportInput.safeParse({ postId, accountId, reason });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
        // Not allowed: the guard opens its modal; this dialog closes.
        if (!guard('report')) return;
        await report.mutateAsync(parsed.data);
        toast.success(messages.actionSucceeded('Reported'));
      }}
    />
  );
}
