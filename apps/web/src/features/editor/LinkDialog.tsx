import { messages } from '@rep/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { isHttpUrl } from './linkUrl';

export interface LinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link being edited (its URL and title), or empty strings for a new one. */
  initial: { href: string; title: string };
  /** Whether the selection already has a link (shows the remove button). */
  canRemove: boolean;
  onAdd: (link: { href: string; title: string }) => void;
  onRemove: () => void;
}

/**
 * The link dialog (SPEC §2, §5): a title, a URL, an Add button disabled unless the URL is http or https,
 * and a remove button for an existing link.
 */
export function LinkDialog({ open, onOpenChange, initial, canRemove, onAdd, onRemove }: LinkDialogProps) {
  const [href, setHref] = useState(initial.href);
  const [title, setTitle] = useState(initial.title);
  useEffect(() => {
    if (open) {
      setHref(initial.href);
      setTitle(initial.title);
    }
  }, [open, initial.href, initial.title]);
  const valid = isHttpUrl(href);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Link"
      testId="link-dialog"
      footer={
        <div className="flex justify-end gap-2">
          {canRemove && (
            <Button variant="danger" data-testid="link-remove" onClick={onRemove}>
              Remove
            </Button>
          )}
          <Button
            data-testid="link-add"
            disabled={!valid}
            onClick={() => onAdd({ href: href.trim(), title: title.trim() })}
          >
            Add
          </Button>
        </div>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onAdd({ href: href.trim(), title: title.trim() });
        }}
      >
        <TextField
          label="Title"
          data-testid="link-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          required
          data-testid="link-url"
          placeholder="https://"
          value={href}
          error={href && !valid ? messages.invalidUrl : undefined}
          onChange={(e) => setHref(e.target.value)}
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
