import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Marks the dialog for tests: `<testId>`, `<testId>-confirm`, `<testId>-close`. */
  testId?: string;
}

/** A confirmation modal (SPEC §2 "Modals: confirm") on the design system's {@link Dialog}. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} testId={testId}>
      <div className="mt-6 flex flex-col gap-2">
        <Button
          variant="danger"
          data-testid={`${testId}-confirm`}
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {confirmLabel}
        </Button>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
