import { ALT_TEXT_MAX } from '@rep/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface AltTextEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image described, shown above the text box. */
  preview: string;
  value: string;
  onSave: (alt: string) => void;
}

/**
 * The 'Add description' dialog of an attached image (issue 16, as Mastodon and Bluesky): at most
 * {@link ALT_TEXT_MAX} characters, read to screen readers as the image's `alt` and shown on its 'ALT' badge.
 */
export function AltTextEditor({ open, onOpenChange, preview, value, onSave }: AltTextEditorProps) {
  const [draft, setDraft] = useState(value);
  const fieldId = useId();
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const save = () => {
    onSave(draft.trim());
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Image description"
      testId="alt-text-dialog"
      width="w-[min(calc(100vw-1.5rem),480px)]"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button data-testid="alt-text-save" onClick={save}>
            Save
          </Button>
        </div>
      }
    >
      <img src={preview} alt="" className="mb-3 max-h-48 w-full rounded-lg bg-slate-100 object-contain" />
      <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-slate-800">
        Description for people who cannot see the image
      </label>
      <textarea
        id={fieldId}
        data-testid="alt-text-input"
        value={draft}
        maxLength={ALT_TEXT_MAX}
        rows={4}
        onChange={(event) => setDraft(event.target.value)}
        className="w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-base outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-100"
      />
      <p className="mt-1 text-right text-xs text-slate-600">
        {draft.length} / {ALT_TEXT_MAX}
      </p>
    </Dialog>
  );
}
