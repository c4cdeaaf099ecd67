import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions kept in view under the scrolling content (e.g. Save / Cancel of a long form). */
  footer?: ReactNode;
  /** Marks the dialog's content for tests; its close button is `<testId>-close`. */
  testId?: string;
  /** Width class of the panel, never wider than the viewport; 360 px by default. */
  width?: string;
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path d="M18 6 6 18M6 6l12 12" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/**
 * The design system's modal: a title with a close button, an optional description, free content and optional
 * footer actions. The panel fits the viewport on any screen (12 px margin at most, `dvh` so a phone's browser
 * bars count): its title and footer stay in view and the content scrolls inside it, never the page behind.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  testId,
  width = 'w-[min(calc(100vw-1.5rem),360px)]',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] max-w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl outline-none ${width}`}
        >
          <div className="flex shrink-0 items-start gap-2 py-3 pr-2 pl-5">
            <RadixDialog.Title className="min-w-0 flex-1 pt-1.5 text-lg font-bold break-words text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              data-testid={testId && `${testId}-close`}
              className="shrink-0 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div data-dialog-body className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-5 pb-5">
            {description ? (
              <RadixDialog.Description className="text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <div className="flex shrink-0 flex-col gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog when its child is clicked. */
export const DialogClose = RadixDialog.Close;
