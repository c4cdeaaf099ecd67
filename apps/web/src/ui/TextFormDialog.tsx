import { useId, useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextAreaField } from './TextAreaField';

export interface TextFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  fieldLabel: string;
  maxLength: number;
  submitLabel: string;
  danger?: boolean;
  /** Test ids: `<testId>`, `<testId>-field`, `<testId>-submit`. */
  testId: string;
  /**
   * Sends the text. Throw an Error to keep the dialog open with its message under the field (validation or
   * server failure); resolve to close it.
   */
  onSubmit: (text: string) => Promise<void>;
}

/** A dialog with one required text area and a submit button kept in view under it (report, feedback). */
export function TextFormDialog(props: TextFormDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    fieldLabel,
    maxLength,
    submitLabel,
    danger,
    testId,
    onSubmit,
  } = props;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(text);
      close(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={fieldLabel}
          required
          maxLength={maxLength}
          value={text}
          error={error}
          data-testid={`${testId}-field`}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
